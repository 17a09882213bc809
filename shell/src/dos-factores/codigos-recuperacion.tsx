// Los códigos de recuperación del superadmin: la lista que se muestra una sola vez (copiar y descargar) y,
// con la verificación activa, cuántos quedan sin usar y 'Generar códigos nuevos' (anula los anteriores).
import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography } from 'antd';
import { useState, type ReactElement } from 'react';
import { guardarBlob } from '@fondo/runtime';
import { useAppFondo } from '@fondo/ui';
import { POCOS_CODIGOS_RECUPERACION, textoCodigosRestantes } from '@fondo/contrato';
import { useCodigos, useRegenerarCodigos } from './consultas';

const NOMBRE_ARCHIVO_CODIGOS = 'codigos-recuperacion.txt';

/** El texto del archivo y del portapapeles: qué son y un código por línea. */
function textoDeCodigos(codigos: string[]): string {
  return [
    'Códigos de recuperación de la verificación en dos pasos del portal.',
    'Cada uno sirve una sola vez para entrar o confirmar una acción si no tiene su teléfono.',
    '',
    ...codigos.map((c, i) => `${i + 1}. ${c}`),
    '',
  ].join('\n');
}

/** Los códigos recién entregados, con copiar y descargar: no se vuelven a mostrar. */
export function ListaCodigos({ codigos }: { codigos: string[] }): ReactElement {
  const { message } = useAppFondo();
  function copiar(): void {
    navigator.clipboard.writeText(textoDeCodigos(codigos)).then(
      () => void message.success('Códigos copiados'),
      () => void message.error('No se pudieron copiar: descárguelos o cópielos a mano.'),
    );
  }
  function descargar(): void {
    const archivo = new Response(textoDeCodigos(codigos), { headers: { 'Content-Type': 'text/plain;charset=utf-8' } });
    void guardarBlob(archivo, NOMBRE_ARCHIVO_CODIGOS);
  }
  return (
    <>
      <Typography.Paragraph>
        Guarde estos códigos de recuperación en un lugar seguro. Cada uno sirve una sola vez para entrar si pierde su
        teléfono, y no se vuelven a mostrar.
      </Typography.Paragraph>
      <ol className="codigos-recuperacion" aria-label="Códigos de recuperación">
        {codigos.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Button icon={<CopyOutlined />} onClick={copiar}>
          Copiar
        </Button>
        <Button icon={<DownloadOutlined />} onClick={descargar}>
          Descargar
        </Button>
      </Flex>
    </>
  );
}

/** Con la verificación activa: cuántos códigos quedan y generar nuevos (pide el código si el último es viejo). */
export function CodigosActivos(): ReactElement {
  const { modal } = useAppFondo();
  const cuenta = useCodigos();
  const regenerar = useRegenerarCodigos();
  const [nuevos, setNuevos] = useState<string[] | null>(null);

  function confirmar(): void {
    modal.confirm({
      title: 'Generar códigos nuevos',
      content:
        'Recibirá diez códigos de recuperación nuevos y los anteriores dejarán de servir, también los que no ha usado.',
      okText: 'Generar',
      cancelText: 'Cancelar',
      onOk: () => regenerar.mutate(undefined, { onSuccess: (r) => setNuevos(r.codigos_recuperacion) }),
    });
  }

  if (nuevos) {
    return (
      <>
        <Alert
          type="success"
          showIcon
          title="Códigos de recuperación nuevos"
          description="Los anteriores ya no sirven."
          style={{ marginBottom: 16 }}
        />
        <ListaCodigos codigos={nuevos} />
        <Button type="primary" block onClick={() => setNuevos(null)}>
          Ya los guardé
        </Button>
      </>
    );
  }
  const datos = cuenta.data;
  const pocos = datos !== undefined && datos.sin_usar <= POCOS_CODIGOS_RECUPERACION;
  return (
    <>
      <Typography.Title level={2}>Códigos de recuperación</Typography.Title>
      {datos ? (
        <Alert
          type={pocos ? 'warning' : 'info'}
          showIcon
          title={textoCodigosRestantes(datos.sin_usar, datos.total)}
          description={
            pocos
              ? 'Genere códigos nuevos ahora: sin teléfono y sin códigos no podrá entrar al portal.'
              : 'Si los perdió o cree que alguien los vio, genere códigos nuevos.'
          }
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {cuenta.isError ? (
        <Typography.Paragraph type="secondary">
          No se pudo saber cuántos códigos le quedan. Recargue la página para intentarlo de nuevo.
        </Typography.Paragraph>
      ) : null}
      <Button block onClick={confirmar} loading={regenerar.isPending}>
        Generar códigos nuevos
      </Button>
    </>
  );
}
