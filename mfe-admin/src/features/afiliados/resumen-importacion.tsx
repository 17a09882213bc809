// Vista previa de una importación: lo que se crearía, actualizaría y rechazaría, y en
// aportes el corte ahora y después; los avisos (un corte que queda con menos filas) se ven antes de confirmar.
import { Alert, Descriptions, Flex, Typography } from 'antd';
import type { ReactElement } from 'react';
import type { RespuestaImportacion } from '@fondo/contrato';
import { cantidad } from '@fondo/ui';

/** Filas rechazadas que se listan en la vista previa (el resto se cuenta). */
const MAXIMO_LISTADAS = 100;

const fechaCorte = (iso: string) => iso.split('-').reverse().join('/');

/** Línea de una fila rechazada: 'Aportes, fila 7, columna D (Total): motivo'. */
export const lineaError = (e: RespuestaImportacion['errores'][number]) =>
  `${e.hoja}, fila ${e.fila}${e.columna ? `, columna ${e.columna}` : ''}: ${e.error}`;

export function ResumenImportacion({ r }: { r: RespuestaImportacion }): ReactElement {
  const corte = r.reemplazo;
  const items = [
    { key: 'filas', label: 'Filas leídas', children: r.filas },
    { key: 'creados', label: r.tipo === 'aportes' ? 'Filas del corte' : 'Se crearían', children: r.creados },
    ...(r.tipo === 'aportes' ? [] : [{ key: 'actualizados', label: 'Se actualizarían', children: r.actualizados }]),
    { key: 'rechazados', label: 'Rechazadas', children: r.rechazados },
    ...(corte
      ? [
          {
            key: 'corte',
            label: 'Corte',
            children: `${fechaCorte(corte.corte)}${corte.existe ? ' (se reemplaza)' : ' (nuevo)'}`,
          },
          {
            key: 'aportes',
            label: 'Aportes del corte',
            children: `${corte.existe ? `hoy ${corte.aportes_antes}; ` : ''}quedaría con ${corte.aportes_despues}`,
          },
          {
            key: 'creditos',
            label: 'Créditos del corte',
            children: `${corte.existe ? `hoy ${corte.creditos_antes}; ` : ''}quedaría con ${corte.creditos_despues}`,
          },
        ]
      : []),
  ];
  return (
    <section aria-label="Vista previa" style={{ marginBottom: 16 }}>
      <Flex vertical gap={8}>
        <Alert
          type={r.motivo_sin_escribir ? 'error' : 'info'}
          showIcon
          title={
            r.motivo_sin_escribir
              ? `No hay nada que importar: ${r.motivo_sin_escribir}.`
              : 'Vista previa: aún no se ha importado nada. Revise y confirme con Importar.'
          }
        />
        {r.avisos.map((aviso) => (
          <Alert key={aviso} type="warning" showIcon title={aviso} />
        ))}
        <Descriptions size="small" bordered column={{ xs: 1, sm: 2 }} items={items} />
        {r.hojas_ignoradas.length ? (
          <Typography.Text type="secondary">Hojas que no se importan: {r.hojas_ignoradas.join(', ')}</Typography.Text>
        ) : null}
        {r.errores.length ? (
          <div>
            <Typography.Text strong>Filas rechazadas</Typography.Text>
            {/* se desplaza por dentro: con el teclado también (axe 'scrollable-region-focusable') */}
            <ul
              aria-label="Filas rechazadas"
              tabIndex={0}
              style={{ maxHeight: 180, overflowY: 'auto', margin: '4px 0 0', paddingInlineStart: 20 }}
            >
              {r.errores.slice(0, MAXIMO_LISTADAS).map((e) => (
                <li key={`${e.hoja}-${e.fila}-${e.columna ?? ''}`}>{lineaError(e)}</li>
              ))}
              {r.rechazados > MAXIMO_LISTADAS ? (
                <li>... y {cantidad(r.rechazados - MAXIMO_LISTADAS, 'fila rechazada más', 'filas rechazadas más')}</li>
              ) : null}
            </ul>
          </div>
        ) : null}
      </Flex>
    </section>
  );
}
