import { Button, Result } from 'antd';
import type { ReactElement } from 'react';
import { TEXTO_NO_CARGA } from './cargador';
import type { EntradaRemoto } from './tabla';

/** Un remoto que no carga: aviso en español con Reintentar; el resto del portal sigue. */
export default function Aviso({
  entrada,
  reintentar,
}: {
  entrada: EntradaRemoto;
  reintentar: () => void;
}): ReactElement {
  return (
    <Result
      status="warning"
      title={<h1 style={{ margin: 0, font: 'inherit', color: 'inherit' }}>{TEXTO_NO_CARGA}</h1>}
      subTitle={`El módulo de ${entrada.titulo} no está disponible en este momento. Puede seguir usando el resto del portal e intentarlo de nuevo en unos minutos.`}
      extra={
        <Button type="primary" onClick={reintentar}>
          Reintentar
        </Button>
      }
    />
  );
}
