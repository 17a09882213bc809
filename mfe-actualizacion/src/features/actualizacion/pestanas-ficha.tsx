// Las siete pestañas de la ficha (SPEC 2.12), cada una por su clave estable (nunca por el título que se
// lee): lo que lleva cada una y, al final, 'Anterior' / 'Siguiente' y, en la última, los envíos. La franja
// de pestañas queda fija bajo la barra del portal y se desliza con el dedo (Pestanas de @fondo/ui).
import { startTransition, useEffect, useState, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { Pestanas } from '@fondo/ui';
import { SECCIONES_ACTUALIZACION, type CampoAfiliado, type ClaveSeccion } from '@fondo/contrato';
import { AutorizacionDatos } from './autorizacion-datos';
import { FirmaYHuella } from './firma';
import { CamposSeccion, EtiquetaPestana, FranjaFija, GrupoFamiliar, NavegacionPestanas } from './pestanas';
import { ReglasAfiliacion } from './reglas-afiliacion';

/** Alto de la barra del portal (sticky): las pestañas quedan justo debajo. */
export const ALTO_BARRA = 60;

/** Lo que necesita el contenido de una pestaña. */
interface PropsContenido {
  campos: readonly CampoAfiliado[];
  bloqueado: (c: CampoAfiliado) => boolean;
  /** la fecha en que aceptó la autorización de datos (null: no la ha aceptado) */
  autorizacion: string | null;
  faltaAutorizacion: boolean;
  firma: ComponentProps<typeof FirmaYHuella>;
}

const soloCampos = (p: PropsContenido): ReactNode => <CamposSeccion campos={p.campos} bloqueado={p.bloqueado} />;

/** El contenido de cada pestaña por su clave: una sección nueva del contrato no compila sin el suyo. */
const CONTENIDO: Record<ClaveSeccion, (p: PropsContenido) => ReactNode> = {
  afiliacion: (p) => (
    <>
      <ReglasAfiliacion />
      {soloCampos(p)}
    </>
  ),
  personales: soloCampos,
  laborales: soloCampos,
  economicos: soloCampos,
  familiar: () => <GrupoFamiliar />,
  autorizaciones: (p) => (
    <>
      {soloCampos(p)}
      <AutorizacionDatos aceptada={p.autorizacion} falta={p.faltaAutorizacion} />
    </>
  ),
  finalizar: (p) => <FirmaYHuella {...p.firma} />,
};

/**
 * false en el primer dibujo y true justo después: las pestañas que no están abiertas se montan en una
 * transición, tras dibujar la abierta. Dibujar las siete a la vez (unos 70 campos) costaba más de un
 * segundo de CPU en un teléfono antes de ver la primera; montadas todas, el
 * formulario tiene sus campos para marcar lo que falta en cualquier pestaña.
 */
function useMontarLasDemas(): boolean {
  const [todas, setTodas] = useState(false);
  useEffect(() => startTransition(() => setTodas(true)), []);
  return todas;
}

export function PestanasFicha({
  activa,
  alIr,
  conteo,
  envios,
  ...contenido
}: Omit<PropsContenido, 'campos'> & {
  activa: ClaveSeccion;
  alIr: (seccion: ClaveSeccion) => void;
  /** cuántos campos faltan en cada pestaña (su marca roja) */
  conteo: ReadonlyMap<ClaveSeccion | 'foto', number>;
  /** los botones de envío, al final de la última pestaña */
  envios: ReactNode;
}): ReactElement {
  const todas = useMontarLasDemas();
  const pestanas = SECCIONES_ACTUALIZACION.map((s, i) => {
    const anterior = SECCIONES_ACTUALIZACION[i - 1];
    const siguiente = SECCIONES_ACTUALIZACION[i + 1];
    return {
      key: s.clave,
      label: <EtiquetaPestana titulo={s.titulo} faltan={conteo.get(s.clave) ?? 0} />,
      forceRender: todas,
      children: (
        <>
          {CONTENIDO[s.clave]({ ...contenido, campos: s.campos })}
          <NavegacionPestanas
            alAnterior={anterior ? () => alIr(anterior.clave) : undefined}
            alSiguiente={siguiente ? () => alIr(siguiente.clave) : undefined}
          >
            {!siguiente && envios}
          </NavegacionPestanas>
        </>
      ),
    };
  });
  return (
    <Pestanas
      activeKey={activa}
      onChange={alIr}
      items={pestanas}
      // en el teléfono la franja de pestañas queda a mano, fija bajo la barra del portal
      franja={(barra) => <FranjaFija arriba={ALTO_BARRA}>{barra}</FranjaFija>}
    />
  );
}
