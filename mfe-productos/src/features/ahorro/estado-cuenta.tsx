// 'Estado de cuenta' en /ahorro: elegir un corte y descargar su PDF (ahorros por
// tipo con el cambio desde el corte anterior, créditos con saldo, código de verificación y QR).
import { FilePdfOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Select } from 'antd';
import { useState, type ReactElement } from 'react';
import { textoDeError } from '@fondo/runtime';
import { formatoFecha, type Corte } from '@fondo/contrato';
import { descargarEstadoCuenta, type IdAfiliado } from '../../api/productos';

/** Cortes para elegir, del más reciente al más antiguo, sin repetir. */
export function cortesParaEstado(actual: Corte | null, historial: readonly Corte[]): Corte[] {
  const porId = new Map<number, Corte>();
  for (const c of [...(actual ? [actual] : []), ...historial]) porId.set(c.id_corte, c);
  return [...porId.values()].sort((a, b) => b.corte.localeCompare(a.corte));
}

export function EstadoCuenta({ id, cortes }: { id: IdAfiliado; cortes: Corte[] }): ReactElement | null {
  const [elegido, setElegido] = useState<number | null>(null);
  const [descargando, setDescargando] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const corte = cortes.find((c) => c.id_corte === elegido) ?? cortes[0];
  if (!corte) return null;

  async function descargar(c: Corte): Promise<void> {
    setError(null);
    setDescargando(true);
    try {
      await descargarEstadoCuenta(id, c);
    } catch (e) {
      setError(await textoDeError(e));
    } finally {
      setDescargando(false);
    }
  }

  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      <Flex gap={8} wrap align="center">
        <Select
          aria-label="Corte del estado de cuenta"
          value={corte.id_corte}
          onChange={setElegido}
          options={cortes.map((c) => ({ value: c.id_corte, label: `Corte ${formatoFecha(c.corte)}` }))}
          style={{ minWidth: 170 }}
        />
        <Button icon={<FilePdfOutlined />} loading={descargando} onClick={() => void descargar(corte)}>
          Estado de cuenta
        </Button>
      </Flex>
      {error ? <Alert type="error" showIcon title={error} /> : null}
    </Flex>
  );
}
