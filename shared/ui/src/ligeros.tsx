// Card y Typography de antd sin su equipaje (issue 14, punto 11): Card importa Tabs (con Menu y Dropdown)
// y Typography su editor, Tooltip y botón de copiar, ~50 KiB comprimidos en la primera página de cada
// remoto. Estos dibujan el mismo marcado con los estilos de antd (sus hooks de estilo, como RaizApp).
// Para pestañas en la tarjeta, texto editable, copiable o con elipsis, se usan los de antd.
import { ConfigProvider } from 'antd';
import useEstiloTarjeta from 'antd/es/card/style';
import useEstiloTipografia from 'antd/es/typography/style';
import { useContext, type CSSProperties, type ReactElement, type ReactNode } from 'react';

const clases = (...c: (string | false | undefined)[]): string => c.filter(Boolean).join(' ');

/** Clases de un componente de antd: prefijo y las de su hoja de estilos (hash y variables). */
function useClases(componente: 'card' | 'typography'): { p: string; estilo: string } {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const p = getPrefixCls(componente);
  const usar = componente === 'card' ? useEstiloTarjeta : useEstiloTipografia;
  const [hashId, cssVarCls] = usar(p);
  return { p, estilo: clases(hashId, cssVarCls) };
}

interface PropsTarjeta {
  title?: ReactNode;
  extra?: ReactNode;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

/** Como <Card title extra> de antd (con borde, tamaño normal). */
export function Tarjeta({ title, extra, className, style, children }: PropsTarjeta): ReactElement {
  const { p, estilo } = useClases('card');
  return (
    <div className={clases(p, `${p}-bordered`, className, estilo)} style={style}>
      {title || extra ? (
        <div className={`${p}-head`}>
          <div className={`${p}-head-wrapper`}>
            {title ? <div className={`${p}-head-title`}>{title}</div> : null}
            {extra ? <div className={`${p}-extra`}>{extra}</div> : null}
          </div>
        </div>
      ) : null}
      {children ? <div className={`${p}-body`}>{children}</div> : null}
    </div>
  );
}

/** Como <Typography.Title level>. */
export function Titulo({
  level = 2,
  style,
  children,
}: {
  level?: 1 | 2 | 3 | 4 | 5;
  style?: CSSProperties;
  children: ReactNode;
}): ReactElement {
  const { p, estilo } = useClases('typography');
  const H = `h${level}` as const;
  return (
    <H className={clases(p, estilo)} style={style}>
      {children}
    </H>
  );
}

/** Como <Typography.Paragraph type>. */
export function Parrafo({
  type,
  style,
  children,
}: {
  type?: 'secondary';
  style?: CSSProperties;
  children: ReactNode;
}): ReactElement {
  const { p, estilo } = useClases('typography');
  return (
    <div className={clases(p, type && `${p}-${type}`, estilo)} style={style}>
      {children}
    </div>
  );
}
