// Los pasos de una firma electrónica (firma.ts del contrato), los mismos para el afiliado y para el codeudor:
// leer el documento en la página, marcar que se leyó, pedir el código al correo y escribirlo. Los errores del
// código (equivocado, vencido, agotado) se muestran junto al campo, en el texto del servidor.
import { Alert, Button, Checkbox, Form, Input, Space } from 'antd';
import { lazy, Suspense, useId, useState, type ReactElement } from 'react';
import {
  LARGO_CODIGO_FIRMA,
  MINUTOS_CODIGO_FIRMA,
  normalizarCodigoFirma,
  type CodigoFirmaEnviado,
} from '@fondo/contrato';
import { textoDeError } from '@fondo/runtime';
import { Cargando } from '@fondo/ui';

// pdf.js solo se pide al abrir un documento para firmar
const VisorPdf = lazy(() => import('./visor-pdf').then((m) => ({ default: m.VisorPdf })));

export interface PropsFirmaConCodigo {
  pdf: Blob;
  /** 'Carta de solicitud de crédito y pagaré' */
  titulo: string;
  pedirCodigo(): Promise<CodigoFirmaEnviado>;
  /** firma con el código; si falla, su texto queda junto al campo */
  firmar(codigo: string): Promise<void>;
  textoFirmar: string;
}

export function FirmaConCodigo(p: PropsFirmaConCodigo): ReactElement {
  const [leido, setLeido] = useState(false);
  const [enviado, setEnviado] = useState<CodigoFirmaEnviado | null>(null);
  const [codigo, setCodigo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState<'codigo' | 'firma' | null>(null);
  const idCodigo = useId();

  async function pedir(): Promise<void> {
    setOcupado('codigo');
    setError(null);
    try {
      setEnviado(await p.pedirCodigo());
      setCodigo('');
    } catch (e) {
      setError(await textoDeError(e));
    } finally {
      setOcupado(null);
    }
  }

  async function firmar(): Promise<void> {
    const limpio = normalizarCodigoFirma(codigo);
    if (!limpio) return setError(`Escriba los ${LARGO_CODIGO_FIRMA} dígitos del código`);
    setOcupado('firma');
    setError(null);
    try {
      await p.firmar(limpio);
    } catch (e) {
      setError(await textoDeError(e));
    } finally {
      setOcupado(null);
    }
  }

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Suspense fallback={<Cargando />}>
        <VisorPdf pdf={p.pdf} titulo={p.titulo} />
      </Suspense>
      <Checkbox checked={leido} onChange={(e) => setLeido(e.target.checked)}>
        Leí la carta de solicitud de crédito y el pagaré, y estoy de acuerdo con lo que dicen
      </Checkbox>
      <Button onClick={() => void pedir()} disabled={!leido} loading={ocupado === 'codigo'}>
        {enviado ? 'Enviarme otro código' : 'Enviarme el código por correo'}
      </Button>
      {enviado ? (
        <Form layout="vertical" onFinish={() => void firmar()}>
          <Alert
            type="info"
            showIcon
            title={`Le enviamos un código de ${LARGO_CODIGO_FIRMA} dígitos a ${enviado.correo}. Vale ${MINUTOS_CODIGO_FIRMA} minutos.`}
            style={{ marginBottom: 12 }}
          />
          <Form.Item
            label="Código"
            htmlFor={idCodigo}
            validateStatus={error ? 'error' : undefined}
            help={error ?? 'Escribirlo equivale a su firma.'}
          >
            <Input
              id={idCodigo}
              value={codigo}
              onChange={(e) => setCodigo(e.target.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={LARGO_CODIGO_FIRMA + 2}
              style={{ maxWidth: 200 }}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={ocupado === 'firma'}>
            {p.textoFirmar}
          </Button>
        </Form>
      ) : error ? (
        <Alert type="error" showIcon title={error} />
      ) : null}
    </Space>
  );
}
