// Novedades en Inicio: lo que el fondo decidió o respondió y el afiliado aún no abrió
// (una solicitud revisada, un mensaje respondido), con el enlace para verlo. Al abrirlo deja de salir.
import { FileDoneOutlined, MessageOutlined, NotificationOutlined } from '@ant-design/icons';
import type { ReactElement } from 'react';
import { formatoFecha, type Novedad } from '@fondo/contrato';
import { Link } from '@fondo/runtime';
import { Dinero, EtiquetaEstado, Tarjeta, type TonoEstado } from '@fondo/ui';
import { useNovedades } from '@fondo/ui/novedades';
import './novedades.css';

/** Cuántas se muestran en Inicio. */
export const NOVEDADES_EN_INICIO = 5;

const TONO: Record<NonNullable<Novedad['estado']>, TonoEstado> = {
  PENDIENTE: 'alerta',
  APROBADA: 'exito',
  'NO APROBADA': 'peligro',
};

function textoDe(n: Novedad): string {
  if (n.tipo === 'mensaje') return 'El fondo respondió su mensaje';
  if (n.estado === 'APROBADA') return 'Su solicitud de crédito fue aprobada';
  if (n.estado === 'NO APROBADA') return 'Su solicitud de crédito no fue aprobada';
  return 'El fondo revisó su solicitud de crédito';
}

function Item({ n }: { n: Novedad }): ReactElement {
  const ruta = n.tipo === 'mensaje' ? `/mensaje/${n.id}` : `/solicitud-credito/${n.id}`;
  return (
    <li className="novedad">
      <span className="novedad-icono" aria-hidden>
        {n.tipo === 'mensaje' ? <MessageOutlined /> : <FileDoneOutlined />}
      </span>
      <div className="novedad-texto">
        <Link to={ruta} className="novedad-enlace">
          {textoDe(n)}
        </Link>
        <div className="novedad-detalle">
          {n.estado ? <EtiquetaEstado tono={TONO[n.estado]}>{n.estado}</EtiquetaEstado> : null}
          <span>{n.tipo === 'mensaje' ? `«${n.titulo}»` : n.titulo}</span>
          {n.valor !== null ? <Dinero valor={n.valor} /> : null}
          <span>{formatoFecha(n.fecha)}</span>
        </div>
      </div>
    </li>
  );
}

/** La tarjeta de novedades; nada si no hay (o mientras cargan). */
export function Novedades(): ReactElement | null {
  const novedades = useNovedades();
  if (novedades.length === 0) return null;
  const mostradas = novedades.slice(0, NOVEDADES_EN_INICIO);
  return (
    <Tarjeta
      className="novedades"
      title={
        <span>
          <NotificationOutlined aria-hidden /> Novedades
        </span>
      }
      style={{ marginTop: 16 }}
    >
      <ul aria-label="Novedades" className="novedades-lista">
        {mostradas.map((n) => (
          <Item key={`${n.tipo}-${n.id}`} n={n} />
        ))}
      </ul>
    </Tarjeta>
  );
}
