// La cabecera de la ficha (SPEC 2.12, 4, 5), sobre las pestañas: la confirmación del envío (ficha de solo
// lectura), el aviso del módulo que mandó a actualizar, la foto con el nombre, lo que falta para el envío
// final y, en un borrador, los campos que se piden siempre.
import type { ReactElement } from 'react';
import { Alert } from 'antd';
import { MENSAJE_ACTUALIZAR } from '@fondo/ui';
import { MENSAJE_CAMPOS_REQUERIDOS, type Afiliado, type ClaveSeccion, type Faltante } from '@fondo/contrato';
import type { IdFicha } from '../../api/actualizacion';
import { ConfirmacionEnvio } from './confirmacion-envio';
import { EncabezadoFicha } from './encabezado-ficha';
import type { Origen } from './origen';
import { ResumenFaltantes } from './resumen-faltantes';

export function CabeceraFicha({
  id,
  afiliado: a,
  admin,
  soloLectura,
  nueva,
  origen,
  urlFoto,
  subiendoFoto,
  faltan,
  faltanBorrador,
  alElegirFoto,
  alIr,
}: {
  id: IdFicha;
  afiliado: Afiliado;
  admin: boolean;
  soloLectura: boolean;
  nueva: boolean;
  origen: Origen | null;
  urlFoto: string | null | undefined;
  subiendoFoto: boolean;
  /** lo que falta según la regla del contrato (tras el primer 'Finalizar y Enviar') */
  faltan: readonly Faltante[];
  /** las etiquetas de los campos que un borrador pide siempre y faltan */
  faltanBorrador: readonly string[];
  alElegirFoto: (archivo: File) => void;
  /** abre la pestaña (null: la foto del encabezado) */
  alIr: (seccion: ClaveSeccion | null) => void;
}): ReactElement {
  return (
    <>
      {soloLectura && a.ultima_actualizacion && (
        <ConfirmacionEnvio id={id} fecha={a.ultima_actualizacion} origen={origen} />
      )}
      {origen && !soloLectura && !admin && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={MENSAJE_ACTUALIZAR}
          description={`Para usar ${origen.nombre}, complete los campos marcados con * en cada pestaña (pase de una a otra con 'Siguiente'), acepte la autorización de tratamiento de datos en Autorizaciones y pulse 'Finalizar y Enviar' en la última pestaña. Después podrá volver a ${origen.nombre}.`}
        />
      )}
      <EncabezadoFicha
        id={id}
        afiliado={a}
        urlFoto={urlFoto}
        editable={!soloLectura}
        nueva={nueva}
        faltaFoto={faltan.some((f) => f.tipo === 'afiliado' && f.campo === 'foto')}
        subiendo={subiendoFoto}
        conDescarga={!soloLectura}
        alElegirFoto={alElegirFoto}
      />
      <ResumenFaltantes faltan={faltan} alIr={alIr} />
      {faltanBorrador.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={MENSAJE_CAMPOS_REQUERIDOS}
          description={
            <ul aria-label="Campos faltantes" style={{ margin: 0, paddingInlineStart: 20 }}>
              {faltanBorrador.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          }
        />
      )}
    </>
  );
}
