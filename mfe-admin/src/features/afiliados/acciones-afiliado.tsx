// Las acciones de cada afiliado en la lista (SPEC 2.13), en su fila y en su tarjeta: editar, formulario
// de actualización, su PDF, abrir la aplicación como el afiliado, bienvenida, eliminar y, para otro superadmin,
// reiniciar su verificación en dos pasos.
import {
  DeleteOutlined,
  EditOutlined,
  ExportOutlined,
  FilePdfOutlined,
  FormOutlined,
  MailOutlined,
  SafetyOutlined,
} from '@ant-design/icons';
import { Button, Flex } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import type { FilaAfiliadoAdmin } from '@fondo/contrato';
import { useNavigate, useSesion } from '@fondo/runtime';
import { trasMutacion, useManejarError, useAppFondo } from '@fondo/ui';
import { descargarFormulario, enviarBienvenida, obtenerUrlToken, reiniciarSegundoFactor } from '../../api/admin';
import { useEliminarAfiliado } from '../../api/consultas';

const nombreDe = (a: FilaAfiliadoAdmin) => `${a.nombres} ${a.apellidos}`;

/** Abre la URL en una pestaña nueva que no puede tocar esta; false si el navegador la bloqueó. */
function abrirPestana(url: string): boolean {
  const pestana = window.open(url, '_blank');
  if (!pestana) return false;
  pestana.opener = null;
  return true;
}

/**
 * Un botón de acción de fila: ícono y su nombre escrito (en una tarjeta de teléfono no hay tooltip, y
 * 'Editar' y 'Formulario de actualización' con solo su ícono se confundían).
 */
function Accion(props: { titulo: string; icono: ReactNode; onClick: () => void }): ReactElement {
  return (
    // el ícono no suma al nombre accesible: el botón se llama como dice su texto
    <Button type="link" size="small" icon={<span aria-hidden>{props.icono}</span>} onClick={props.onClick}>
      {props.titulo}
    </Button>
  );
}

/** Los botones de acción de un afiliado; `alEditar` abre su modal. */
export function useAccionesAfiliado(alEditar: (a: FilaAfiliadoAdmin) => void): (a: FilaAfiliadoAdmin) => ReactElement {
  const navigate = useNavigate();
  const { message, modal } = useAppFondo();
  const manejarError = useManejarError();
  const eliminar = useEliminarAfiliado();

  async function pdf(a: FilaAfiliadoAdmin): Promise<void> {
    void message.info('Generando archivo...');
    await descargarFormulario(a.id_afiliado).catch((e: unknown) => manejarError(e));
  }

  /**
   * Abrir la aplicación como el afiliado: primero la URL de un solo uso (si la API pide el código de
   * verificación, el diálogo sale en esta pestaña y la petición se repite), luego la pestaña, aún dentro
   * del gesto del clic (o del botón 'Verificar'). Si el navegador la bloquea, un botón la abre. Su sesión
   * es de esa pestaña (sessionStorage).
   */
  async function abrirComo(a: FilaAfiliadoAdmin): Promise<void> {
    const cierre = message.loading('Abriendo aplicación...', 0);
    let url: string;
    try {
      ({ url } = await obtenerUrlToken(a.id_afiliado));
    } catch (e) {
      await manejarError(e);
      return;
    } finally {
      cierre();
    }
    if (abrirPestana(url)) return;
    modal.info({
      title: 'Abrir aplicación como el afiliado',
      content: `El navegador no abrió la pestaña nueva. Use el botón para abrir el portal como ${nombreDe(a)} (el enlace vale 2 minutos).`,
      okText: 'Abrir',
      onOk: () => {
        abrirPestana(url);
      },
    });
  }

  async function bienvenida(a: FilaAfiliadoAdmin): Promise<void> {
    const cierre = message.loading('Enviando mensaje de bienvenida...', 0);
    try {
      const r = await enviarBienvenida(a.id_afiliado);
      cierre();
      void message.success(`Mensaje enviado a ${r.email}`);
    } catch (e) {
      cierre();
      await manejarError(e);
    }
  }

  function confirmarEliminar(a: FilaAfiliadoAdmin): void {
    modal.confirm({
      title: 'Eliminar',
      content: `¿Desea eliminar al afiliado ${nombreDe(a)}?`,
      okText: 'Eliminar',
      cancelText: 'Cancelar',
      onOk: async () => {
        // SPEC 8: el diálogo 'Error' muestra el texto del servidor; la lista no se recarga
        if (!(await trasMutacion(eliminar.mutateAsync(a.id_afiliado))).ok) return;
        void message.success('Afiliado eliminado correctamente');
      },
    });
  }

  // Otro superadmin que perdió su teléfono: su verificación en dos pasos se reinicia, auditado.
  const yo = useSesion((s) => s.usuario?.id_afiliado);
  function confirmarReinicio(a: FilaAfiliadoAdmin): void {
    modal.confirm({
      title: 'Reiniciar verificación en dos pasos',
      content: `¿Desea reiniciar la verificación en dos pasos de ${nombreDe(a)}? Sus sesiones abiertas se cerrarán y deberá configurarla de nuevo.`,
      okText: 'Reiniciar',
      cancelText: 'Cancelar',
      onOk: async () => {
        try {
          const r = await reiniciarSegundoFactor(a.id_afiliado);
          void message.success(r.mensaje);
        } catch (e) {
          await manejarError(e);
        }
      },
    });
  }

  return (a) => (
    <Flex gap="2px 12px" wrap role="group" aria-label={`Acciones de ${nombreDe(a)}`}>
      <Accion titulo="Editar" icono={<EditOutlined />} onClick={() => alEditar(a)} />
      <Accion
        titulo="Formulario de actualización"
        icono={<FormOutlined />}
        onClick={() => void navigate(`/actualizacion/${a.id_afiliado}`)}
      />
      <Accion titulo="Descargar formulario" icono={<FilePdfOutlined />} onClick={() => void pdf(a)} />
      <Accion titulo="Abrir aplicación como el afiliado" icono={<ExportOutlined />} onClick={() => void abrirComo(a)} />
      <Accion titulo="Enviar bienvenida" icono={<MailOutlined />} onClick={() => void bienvenida(a)} />
      <Accion titulo="Eliminar" icono={<DeleteOutlined />} onClick={() => confirmarEliminar(a)} />
      {a.superadmin && a.id_afiliado !== yo ? (
        <Accion
          titulo="Reiniciar verificación en dos pasos"
          icono={<SafetyOutlined />}
          onClick={() => confirmarReinicio(a)}
        />
      ) : null}
    </Flex>
  );
}
