// La cabecera de la ficha (SPEC 2.12, 4, 5), sobre las pestañas: la confirmación del envío (ficha de solo
// lectura), el aviso del módulo que mandó a actualizar, la foto con el nombre, lo que falta para el envío
// final y, en un borrador, los campos que se piden siempre.
import type { ReactElement } from 'react';
import { Aviso, MENSAJE_ACTUALIZAR } from '@fondo/ui';
import {
  MENSAJE_CAMPOS_REQUERIDOS,
  formatoFecha,
  type Afiliado,
  type ClaveSeccion,
  type Faltante,
  type RondaPendiente,
} from '@fondo/contrato';
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
  ronda,
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
  /** la ronda de actualización abierta en que el afiliado aún no envió el formulario */
  ronda: RondaPendiente | null;
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
      {ronda && (
        <Aviso
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`${ronda.nombre}: revise y envíe sus datos antes del ${formatoFecha(ronda.fecha_limite)}`}
          description="El fondo abrió una ronda de actualización de datos. El formulario trae lo que el fondo tiene registrado: corrija lo que haya cambiado y pulse 'Finalizar y Enviar' en la última pestaña. Los campos que fija el fondo no se pueden cambiar."
        />
      )}
      {origen && !soloLectura && !admin && (
        <Aviso
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
        <Aviso
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
