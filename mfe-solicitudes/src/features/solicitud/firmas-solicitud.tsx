// Una solicitud firmada en el portal (firma.ts del contrato): el estado del codeudor, el código para verificar
// el documento y, para el fondo, la evidencia de cada firma (quién, cuándo, desde dónde, cómo y sobre qué huella).
import { SendOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Typography } from 'antd';
import { useState, type ReactElement } from 'react';
import {
  formatoEmision,
  MENSAJE_APROBAR_CODEUDOR_PENDIENTE,
  MENSAJE_APROBAR_CODEUDOR_RECHAZO,
  textoEstadoCodeudor,
  urlVerificacion,
  type EvidenciaFirma,
  type SolicitudCredito,
} from '@fondo/contrato';
import { textoDeError } from '@fondo/runtime';
import { useAppFondo } from '@fondo/ui';
import { reenviarEnlace } from '../../api/firmas';

const ROL: Record<EvidenciaFirma['rol'], string> = {
  afiliado: 'Firma del solicitante',
  codeudor: 'Firma del codeudor',
};

/** Por qué no se puede aprobar todavía (el servidor responde lo mismo), o null. */
export function motivoSinAprobar(s: SolicitudCredito): string | null {
  if (s.codeudor_estado === 'pendiente') return MENSAJE_APROBAR_CODEUDOR_PENDIENTE;
  if (s.codeudor_estado === 'rechazo') return MENSAJE_APROBAR_CODEUDOR_RECHAZO;
  return null;
}

/** 'Enviar de nuevo el enlace al codeudor': el anterior deja de servir (venció o no le llegó). */
function ReenviarEnlace({ id }: { id: number }): ReactElement {
  const { message } = useAppFondo();
  const [enviando, setEnviando] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <Button
        icon={<SendOutlined />}
        loading={enviando}
        style={{ marginBottom: 12 }}
        onClick={() => {
          setEnviando(true);
          setError(null);
          reenviarEnlace(id)
            .then(
              (r) => void message.success(`Enviamos de nuevo el enlace a ${r.correo}`),
              async (e: unknown) => setError(await textoDeError(e)),
            )
            .finally(() => setEnviando(false));
        }}
      >
        Enviar de nuevo el enlace al codeudor
      </Button>
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} /> : null}
    </>
  );
}

export function FirmasDeLaSolicitud({ s }: { s: SolicitudCredito }): ReactElement | null {
  if (!s.firma_electronica) return null;
  const codigo = s.codigo_verificacion;
  return (
    <Card title="Firma electrónica" style={{ marginBottom: 16 }}>
      {s.codeudor && s.codeudor_estado ? (
        <Alert
          type={s.codeudor_estado === 'acepto' ? 'success' : s.codeudor_estado === 'rechazo' ? 'error' : 'warning'}
          showIcon
          title={textoEstadoCodeudor(s.codeudor_estado, s.codeudor_fecha ?? null)}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      {s.codeudor_estado === 'pendiente' ? <ReenviarEnlace id={s.id_solicitud} /> : null}
      {codigo ? (
        <Typography.Paragraph>
          La carta y el pagaré se firmaron en el portal. Código de verificación: <strong>{codigo}</strong>
          <br />
          <a href={urlVerificacion('', codigo)} style={{ textDecoration: 'underline' }}>
            Verificar el documento firmado
          </a>
        </Typography.Paragraph>
      ) : null}
      {(s.firmas ?? []).map((f) => (
        <Descriptions
          key={f.rol}
          title={ROL[f.rol]}
          bordered
          size="small"
          column={1}
          style={{ marginBottom: 12 }}
          items={[
            { key: 'nombre', label: 'Nombre', children: f.nombre },
            { key: 'documento', label: 'Documento', children: f.documento },
            { key: 'fecha', label: 'Fecha y hora (Bogotá)', children: formatoEmision(f.fecha) },
            { key: 'ip', label: 'IP', children: f.ip },
            { key: 'dispositivo', label: 'Dispositivo', children: f.dispositivo || 'No informado' },
            { key: 'metodo', label: 'Método', children: f.metodo },
            {
              key: 'sha',
              label: 'SHA-256 del documento',
              children: <code style={{ wordBreak: 'break-all' }}>{f.sha256}</code>,
            },
          ]}
        />
      ))}
    </Card>
  );
}
