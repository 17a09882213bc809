// 'Aportes que cuentan para el cupo': el fondo marca qué tipos de aporte suma el ahorro del cupo
// de crédito (veces el ahorro). Una casilla por tipo; Guardar manda la lista entera (los demás dejan de contar).
import { Button, Card, Checkbox, Flex, Typography } from 'antd';
import { useEffect, useState, type ReactElement } from 'react';
import { trasMutacion, useAppFondo } from '@fondo/ui';
import { useMarcarAportesCupo, useTiposAporteCupo } from '../../api/consultas';

export const TITULO_APORTES_CUPO = 'Aportes que cuentan para el cupo';
export const SIN_TIPOS_APORTE = 'Aún no hay tipos de aporte: llegan con la primera importación de aportes.';

export function AportesCupo(): ReactElement {
  const { message } = useAppFondo();
  const consulta = useTiposAporteCupo();
  const marcar = useMarcarAportesCupo();
  const [marcados, setMarcados] = useState<number[]>([]);
  useEffect(() => {
    if (consulta.data) setMarcados(consulta.data.filter((t) => t.cuenta_para_cupo).map((t) => t.id_tipo_aporte));
  }, [consulta.data]);
  const tipos = consulta.data ?? [];

  async function guardar(): Promise<void> {
    // el diálogo 'Error' con el texto del servidor lo muestra la política de consultas
    if ((await trasMutacion(marcar.mutateAsync(marcados))).ok) void message.success('Aportes del cupo guardados');
  }

  return (
    <Card size="small" title={TITULO_APORTES_CUPO} style={{ marginTop: 24 }} loading={consulta.isLoading}>
      <Typography.Paragraph type="secondary">
        El cupo de un tipo de crédito con «Veces el ahorro» cuenta solo el ahorro del último corte en estos tipos de
        aporte.
      </Typography.Paragraph>
      {tipos.length === 0 ? (
        <Typography.Text>{SIN_TIPOS_APORTE}</Typography.Text>
      ) : (
        <Flex vertical gap={12} align="flex-start">
          <Checkbox.Group
            aria-label={TITULO_APORTES_CUPO}
            value={marcados}
            onChange={(v) => setMarcados(v)}
            options={tipos.map((t) => ({ value: t.id_tipo_aporte, label: t.nombre }))}
            style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}
          />
          <Button type="primary" loading={marcar.isPending} onClick={() => void guardar()}>
            Guardar aportes del cupo
          </Button>
        </Flex>
      )}
    </Card>
  );
}
