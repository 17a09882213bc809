// El resumen de lo que falta (SPEC 5) sobre las pestañas: el mensaje de SPEC y, por pestaña, cuántos
// faltan, cuáles y un botón para ir a ella. Se actualiza mientras se llena y desaparece al completar.
import type { ReactElement } from 'react';
import { Button } from 'antd';
import { Aviso } from '@fondo/ui';
import { MENSAJE_CAMPOS_REQUERIDOS, SECCIONES_ACTUALIZACION, type ClaveSeccion, type Faltante } from '@fondo/contrato';

export function ResumenFaltantes({
  faltan,
  alIr,
}: {
  faltan: readonly Faltante[];
  /** abre la pestaña (null: la foto del encabezado) */
  alIr: (seccion: ClaveSeccion | null) => void;
}): ReactElement | null {
  if (faltan.length === 0) return null;
  const grupos = [
    { clave: null, titulo: 'Foto', campos: [] as readonly string[] },
    ...SECCIONES_ACTUALIZACION.map((s) => ({
      clave: s.clave,
      titulo: s.titulo,
      campos: s.campos,
    })),
  ]
    .map((g) => {
      // en el orden de los campos en la pestaña; lo demás (vehículo, familiares, autorización) después
      const orden = (f: Faltante): number => (f.tipo === 'afiliado' ? g.campos.indexOf(f.campo) : g.campos.length);
      const delGrupo = faltan.filter((f) => f.seccion === g.clave);
      return { ...g, etiquetas: [...delGrupo].sort((x, y) => orden(x) - orden(y)).map((f) => f.etiqueta) };
    })
    .filter((g) => g.etiquetas.length > 0);
  return (
    <Aviso
      type="error"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      title={MENSAJE_CAMPOS_REQUERIDOS}
      description={
        <ul aria-label="Campos faltantes" style={{ margin: 0, paddingInlineStart: 20 }}>
          {grupos.map((g) => (
            <li key={g.titulo} style={{ marginTop: 4 }}>
              <Button
                type="link"
                size="small"
                style={{ padding: 0, height: 'auto', fontWeight: 600, whiteSpace: 'normal', textAlign: 'start' }}
                onClick={() => alIr(g.clave)}
              >
                {`${g.titulo} (${g.etiquetas.length})`}
              </Button>
              : {g.etiquetas.join(', ')}
            </li>
          ))}
        </ul>
      }
    />
  );
}
