// /inicio — Mis Productos (SPEC 2.4): totales de ahorro y crédito, las novedades del afiliado (las
// solicitudes decididas y mensajes respondidos que aún no abrió), la ronda de actualización de datos abierta
// que el afiliado aún no envió (con su fecha límite y el botón al formulario) y aviso de cambio de clave (SPEC 8).
import { lazy, Suspense, useEffect, useRef, useState, type ReactElement } from 'react';
import { Button, Col, Row, Skeleton, Statistic } from 'antd';
import { CreditCardOutlined, RightOutlined, SafetyCertificateOutlined, WalletOutlined } from '@ant-design/icons';
import { useSesion, Link, useNavigate } from '@fondo/runtime';
import { Aviso, Dinero, EncabezadoPagina, Parrafo, Tarjeta, useTitulo } from '@fondo/ui';
import { formatoFecha, nombreCorto, type RondaPendiente } from '@fondo/contrato';
import { useResumen } from '../../api/consultas';
import { consultaAfiliado, useIdAfiliado } from '../../api/id-afiliado';
import { EtiquetaAfiliado } from '../../componentes/etiqueta-afiliado';
import { Novedades } from '../../componentes/novedades';

const AvisoCambioClave = lazy(() => import('./aviso-cambio-clave'));

interface PropsTarjeta {
  titulo: string;
  valor: number | undefined;
  destino: string;
  icono: ReactElement;
  cargando: boolean;
}

function TarjetaTotal({ titulo, valor, destino, icono, cargando }: PropsTarjeta): ReactElement {
  return (
    <Tarjeta
      title={
        <span>
          {icono} {titulo}
        </span>
      }
      extra={
        <Link to={destino} aria-label={`Ver más: ${titulo}`}>
          Ver más <RightOutlined aria-hidden />
        </Link>
      }
    >
      {cargando ? (
        <Skeleton active paragraph={false} title={{ width: '60%' }} />
      ) : valor === undefined ? (
        // sin respuesta (el diálogo 'Error' ya lo dijo): un guion, nunca un $0.00 que no es
        <Statistic value="—" />
      ) : (
        <Statistic value={valor} formatter={() => <Dinero valor={valor} />} />
      )}
    </Tarjeta>
  );
}

export const TEXTO_RONDA =
  'El fondo abrió una ronda de actualización de datos. Revise sus datos, corrija lo que haya cambiado y envíe el ' +
  'formulario antes de la fecha límite; mientras no lo envíe, Ahorro, Crédito, Certificaciones y el simulador le ' +
  'pedirán actualizar primero.';

/** La ronda de actualización abierta que el afiliado aún no envió: fecha límite y el botón al formulario. */
function AvisoRonda({ ronda }: { ronda: RondaPendiente }): ReactElement {
  return (
    <Aviso
      role="status"
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={`${ronda.nombre}: actualice sus datos antes del ${formatoFecha(ronda.fecha_limite)}`}
      description={
        <>
          <Parrafo style={{ marginBottom: 8 }}>{TEXTO_RONDA}</Parrafo>
          <Link to="/actualizacion">
            <Button type="primary">Actualizar mis datos</Button>
          </Link>
        </>
      }
    />
  );
}

export function PaginaInicio(): ReactElement {
  useTitulo('Mis Productos');
  const usuario = useSesion((s) => s.usuario);
  const actualizado = useSesion((s) => s.actualizacion_datos === 'ok');
  const id = useIdAfiliado();
  const navigate = useNavigate();
  // Una falla muestra el diálogo de SPEC 8 (política del cliente de consultas).
  const { data: resumen, isPending: cargando } = useResumen(id);
  // El aviso de cambio de clave sale una sola vez por visita a la página.
  const avisado = useRef(false);
  const [avisoClave, setAvisoClave] = useState(false);
  // montado desde que se abre (para su animación de cierre)
  const [avisoUsado, setAvisoUsado] = useState(false);
  const impersonando = usuario?.impersonate === true;
  const debeCambiar = resumen?.cambio_password === true && !impersonando && id === 'me';

  useEffect(() => {
    if (debeCambiar && !avisado.current) {
      avisado.current = true;
      setAvisoClave(true);
      setAvisoUsado(true);
    }
  }, [debeCambiar]);

  const consulta = consultaAfiliado(id);
  // la de la sesión: al enviar el formulario la sesión queda sin ronda (y actualizada)
  const ronda = id === 'me' && !actualizado ? (usuario?.ronda_actualizacion ?? null) : null;
  const corte = resumen?.corte ?? null;

  return (
    <div>
      <EncabezadoPagina titulo="Mis Productos" extra={<EtiquetaAfiliado id={id} />} />
      {usuario && (
        <Parrafo>
          <strong>Hola, {nombreCorto(usuario)}.</strong>{' '}
          {id === 'me'
            ? 'Este es el resumen de sus productos en el fondo.'
            : `Está consultando los productos del afiliado ${id}.`}
        </Parrafo>
      )}
      {ronda ? <AvisoRonda ronda={ronda} /> : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <TarjetaTotal
            titulo="Ahorro total"
            valor={resumen?.aportes}
            destino={`/ahorro${consulta}`}
            icono={<WalletOutlined aria-hidden />}
            cargando={cargando}
          />
        </Col>
        <Col xs={24} md={12}>
          <TarjetaTotal
            titulo="Crédito total"
            valor={resumen?.creditos}
            destino={`/credito${consulta}`}
            icono={<CreditCardOutlined aria-hidden />}
            cargando={cargando}
          />
        </Col>
      </Row>
      {id === 'me' ? <Novedades /> : null}
      {resumen && (
        <Parrafo type="secondary" style={{ marginTop: 16 }}>
          <SafetyCertificateOutlined aria-hidden />{' '}
          {corte ? `Cifras con fecha de corte ${formatoFecha(corte.corte)}.` : 'Aún no hay cortes registrados.'}
        </Parrafo>
      )}
      {avisoUsado ? (
        <Suspense fallback={null}>
          <AvisoCambioClave
            abierto={avisoClave}
            alAceptar={() => {
              setAvisoClave(false);
              void navigate('/cambiar-clave');
            }}
            alCancelar={() => setAvisoClave(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
