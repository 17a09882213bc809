// Las clases de una entrada de antd (Input) para un control nativo: prefijo, variante, estado de validación
// del Form.Item, deshabilitada (también por un Form de solo lectura) y las del tema (variables CSS).
// Las usan ListaNativa, EntradaTexto y TextoLargo (más livianas que las de antd en un teléfono).
import { ConfigProvider, Form } from 'antd';
import { DisabledContext, useCSSVarCls, useEstiloEntrada, useEstiloEntradaComun } from '../antd-interno';
import { useContext } from 'react';

export interface ClasesEntrada {
  /** el prefijo de las clases de antd ('ant-input') */
  p: string;
  disabled: boolean;
  /** las del control (o de su envoltura): 'ant-input ant-input-outlined', el estado y las del tema */
  control: string;
  /** la clase del hash de antd, que antd pone también en el control dentro de la envoltura */
  hashId: string;
}

export const unir = (...c: (string | false | undefined | null)[]): string => c.filter(Boolean).join(' ');

/**
 * `deshabilitada` sin dar: la del formulario (como las entradas de antd). `envoltura`: las clases van en
 * la envoltura de un prefijo ('ant-input-affix-wrapper') y no en el control.
 */
export function useClasesEntrada(
  deshabilitada: boolean | undefined,
  className?: string,
  envoltura = false,
): ClasesEntrada {
  const delFormulario = useContext(DisabledContext);
  const disabled = deshabilitada ?? delFormulario ?? false;
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const p = getPrefixCls('input');
  const raiz = useCSSVarCls(p);
  const [hashId, cssVarCls] = useEstiloEntradaComun(p, raiz);
  useEstiloEntrada(p, raiz);
  const { status } = Form.Item.useStatus();
  const control = unir(
    envoltura ? `${p}-affix-wrapper` : p,
    `${p}-outlined`,
    status && `${p}-status-${status}`,
    disabled && `${p}-disabled`,
    disabled && envoltura && `${p}-affix-wrapper-disabled`,
    hashId,
    cssVarCls,
    raiz,
    className,
  );
  return { p, disabled, control, hashId };
}
