// Pestaña Autorizaciones: la autorización de tratamiento de datos personales (Ley 1581 de 2012) con el
// texto y la política del fondo de la configuración (GET /api/autorizacion-datos) y la casilla que el
// afiliado debe marcar para enviar (la API la exige también).
import type { ReactElement } from 'react';
import { Checkbox, Form } from 'antd';
import { ETIQUETA_AUTORIZACION_DATOS, MENSAJE_AUTORIZACION_REQUERIDA, formatoFecha } from '@fondo/contrato';
import { Aviso, Cargando, Enlace, Parrafo } from '@fondo/ui';
import { useAutorizacionDatos } from '../../api/consultas';

export function AutorizacionDatos({ aceptada, falta }: { aceptada: string | null; falta: boolean }): ReactElement {
  const { data, isPending, isError } = useAutorizacionDatos();
  return (
    // el requerido se marca en la etiqueta (SPEC 5, como los demás); el error de la casilla, debajo
    <Form.Item
      label={ETIQUETA_AUTORIZACION_DATOS}
      required
      style={{ marginTop: 8 }}
      validateStatus={falta ? 'error' : undefined}
      help={falta ? MENSAJE_AUTORIZACION_REQUERIDA : undefined}
    >
      {isPending ? (
        <Cargando />
      ) : isError || !data ? (
        <Aviso type="error" showIcon title="No se pudo cargar el texto de la autorización; recargue la página." />
      ) : (
        <div
          style={{ background: '#fafafa', border: '1px solid #e5e5e5', borderRadius: 8, padding: 12, marginBottom: 12 }}
        >
          <Parrafo style={{ marginBottom: data.politica_url ? 8 : 0, whiteSpace: 'pre-line' }}>{data.texto}</Parrafo>
          {data.politica_url && (
            <Enlace href={data.politica_url} target="_blank">
              Política de tratamiento de datos personales del fondo (se abre en otra pestaña)
            </Enlace>
          )}
        </div>
      )}
      <Form.Item name="autorizacion_datos" valuePropName="checked" noStyle>
        <Checkbox>
          Acepto la autorización de tratamiento de mis datos personales y los de mi grupo familiar (Ley 1581 de 2012)
        </Checkbox>
      </Form.Item>
      {aceptada && (
        <Parrafo type="secondary" style={{ margin: '8px 0 0' }}>
          Autorización aceptada el {formatoFecha(aceptada)}
        </Parrafo>
      )}
    </Form.Item>
  );
}
