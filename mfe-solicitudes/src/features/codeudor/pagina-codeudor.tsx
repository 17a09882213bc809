// La página del codeudor (/codeudor/:token, sin sesión): el enlace de su correo da acceso solo a esta solicitud.
// Ve quién le pide ser codeudor, cuánto, en cuántas cuotas y a qué se obliga; adjunta la copia de su documento
// (PDF o una foto con la cámara del teléfono) y acepta firmando con un código en su correo, o no acepta.
import { useParams } from '@fondo/runtime';
import { Alert, Button, Card, Descriptions, Input, Result, Space } from 'antd';
import { useState, type ReactElement } from 'react';
import {
  formatoDinero,
  formatoPorcentaje,
  LIMITE_ARCHIVO_BYTES,
  textoEstadoCodeudor,
  type SolicitudParaCodeudor,
} from '@fondo/contrato';
import { textoDeError, useQuery, useQueryClient } from '@fondo/runtime';
import { Cargando, EncabezadoPagina, useTitulo } from '@fondo/ui';
import { leerComoDataUrl } from '@fondo/ui/archivos';
import {
  aceptarCodeudor,
  pdfParaCodeudor,
  pedirCodigoCodeudor,
  rechazarCodeudor,
  solicitudParaCodeudor,
  subirCedulaCodeudor,
} from '../../api/firmas';
import { ElegirArchivo } from '../../componentes/elegir-archivo';
import { FirmaConCodigo } from '../../componentes/firma-con-codigo';

/** Títulos de tarjeta que se parten en varias líneas en el teléfono (antd los corta con '…'). */
const TITULO_COMPLETO = {
  header: { paddingBlock: 12 },
  title: { whiteSpace: 'normal', overflow: 'visible' },
} as const;

const clave = (token: string) => ['codeudor', token] as const;

export function PaginaCodeudor(): ReactElement {
  useTitulo('Solicitud de codeudor');
  const { token = '' } = useParams();
  const consultas = useQueryClient();
  const solicitud = useQuery({
    queryKey: clave(token),
    queryFn: () => solicitudParaCodeudor(token),
    retry: false,
    meta: { sinDialogo: true },
  });
  const pdf = useQuery({
    queryKey: [...clave(token), 'pdf'],
    queryFn: () => pdfParaCodeudor(token),
    enabled: solicitud.data?.estado === 'pendiente',
    retry: false,
    staleTime: Infinity,
  });
  const poner = (s: SolicitudParaCodeudor): void => {
    consultas.setQueryData(clave(token), s);
  };

  if (solicitud.isPending) return <Cargando />;
  if (solicitud.isError) {
    return (
      <>
        <EncabezadoPagina titulo="Solicitud de codeudor" />
        <Result
          status="warning"
          title="Este enlace no es válido o venció"
          subTitle="Pida al afiliado que lo envíe de nuevo."
        />
      </>
    );
  }
  const s = solicitud.data;
  return (
    <>
      <EncabezadoPagina titulo="Solicitud de codeudor" />
      <Card title={`${s.afiliado} le pide ser su codeudor`} styles={TITULO_COMPLETO}>
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'tipo', label: 'Tipo de crédito', children: s.tipo_credito },
            { key: 'valor', label: 'Valor', children: formatoDinero(s.valor) },
            { key: 'cuotas', label: 'Cuotas', children: s.cuotas },
            { key: 'tasa', label: 'Tasa de interés', children: `${formatoPorcentaje(s.tasa)} mensual` },
            { key: 'codeudor', label: 'Codeudor', children: `${s.codeudor_nombre} (${s.codeudor_documento})` },
          ]}
        />
        {s.obligacion ? <p style={{ marginTop: 12 }}>{s.obligacion}</p> : null}
      </Card>
      {s.estado !== 'pendiente' ? (
        <Result
          status={s.estado === 'acepto' ? 'success' : 'info'}
          title={textoEstadoCodeudor(s.estado, s.fecha)}
          subTitle="El afiliado y el fondo recibieron un correo con su respuesta."
        />
      ) : (
        <>
          <CedulaCodeudor token={token} nombre={s.cedula} alSubir={(nombre) => poner({ ...s, cedula: nombre })} />
          <Card title="2. Lea y firme el pagaré como codeudor" style={{ marginTop: 16 }} styles={TITULO_COMPLETO}>
            {!s.cedula ? (
              <p>Adjunte primero la copia de su documento.</p>
            ) : pdf.data ? (
              <FirmaConCodigo
                pdf={pdf.data}
                titulo="Carta de solicitud de crédito y pagaré"
                pedirCodigo={() => pedirCodigoCodeudor(token)}
                firmar={async (codigo) => {
                  poner(await aceptarCodeudor(token, { codigo, sha256: s.sha256 }));
                }}
                textoFirmar="Aceptar y firmar"
              />
            ) : (
              <Cargando />
            )}
          </Card>
          <NoAcepto token={token} alResponder={poner} />
        </>
      )}
    </>
  );
}

function CedulaCodeudor(p: { token: string; nombre: string | null; alSubir(nombre: string): void }): ReactElement {
  const [error, setError] = useState<string | null>(null);
  const [subiendo, setSubiendo] = useState(false);

  async function subir(archivo: File): Promise<void> {
    setError(null);
    if (archivo.size > LIMITE_ARCHIVO_BYTES)
      return setError('El archivo pasa de 10 MB: tome la foto de nuevo o suba un PDF más liviano.');
    setSubiendo(true);
    try {
      const r = await subirCedulaCodeudor(p.token, { file: await leerComoDataUrl(archivo), name: archivo.name });
      p.alSubir(r.nombre);
    } catch (e) {
      setError(await textoDeError(e));
    } finally {
      setSubiendo(false);
    }
  }

  return (
    <Card title="1. Copia de su documento de identidad" style={{ marginTop: 16 }} styles={TITULO_COMPLETO}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {p.nombre ? <Alert type="success" showIcon title={`Adjuntó ${p.nombre}`} /> : null}
        <ElegirArchivo
          etiqueta="Tome una foto de su documento o elija un PDF"
          textoBoton={p.nombre ? 'Cambiar el archivo' : 'Tomar foto o elegir archivo'}
          accept="application/pdf,image/jpeg,image/png,image/heic,image/heif"
          ocupado={subiendo}
          alElegir={(a) => void subir(a)}
        />
        {subiendo ? <p aria-live="polite">Subiendo…</p> : null}
        {error ? <Alert type="error" showIcon title={error} /> : null}
      </Space>
    </Card>
  );
}

function NoAcepto(p: { token: string; alResponder(s: SolicitudParaCodeudor): void }): ReactElement {
  const [abierto, setAbierto] = useState(false);
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  if (!abierto) {
    return (
      <Button danger onClick={() => setAbierto(true)} style={{ marginTop: 16 }}>
        No acepto ser codeudor
      </Button>
    );
  }
  return (
    <Card title="No acepto ser codeudor" style={{ marginTop: 16 }}>
      <label htmlFor="motivo-codeudor">Motivo (opcional)</label>
      <Input.TextArea id="motivo-codeudor" value={motivo} onChange={(e) => setMotivo(e.target.value)} maxLength={500} />
      {error ? <Alert type="error" showIcon title={error} style={{ marginTop: 8 }} /> : null}
      <Space style={{ marginTop: 12 }} wrap>
        <Button
          danger
          type="primary"
          loading={enviando}
          onClick={() => {
            setEnviando(true);
            rechazarCodeudor(p.token, motivo)
              .then(
                (r) => p.alResponder(r),
                async (e: unknown) => setError(await textoDeError(e)),
              )
              .finally(() => setEnviando(false));
          }}
        >
          Confirmar que no acepto
        </Button>
        <Button onClick={() => setAbierto(false)}>Cancelar</Button>
      </Space>
    </Card>
  );
}
