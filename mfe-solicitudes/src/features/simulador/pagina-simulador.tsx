// Simulador de crédito (SPEC 2.16, DESIGN 6): tipo (los del simulador, activos), valor, tasa mensual
// de solo lectura, plazo con deslizador; Calcular muestra la cuota aproximada y la tabla de amortización
// (tabla-simulador.tsx, que se descarga entonces).
// Un tipo con regla de cupo muestra el cupo disponible y avisa si el valor o la cuota pasan.
import { useNavigate } from '@fondo/runtime';
import { Button, Flex, Form } from 'antd';
import { lazy, Suspense, useId, useMemo, useState, type ReactElement } from 'react';
import {
  AVISO_SIMULADOR,
  VALOR_SIMULADOR,
  cuotaCredito,
  formatoTasaMensual,
  plazosSimulador,
  tablaAmortizacion,
  type FilaAmortizacion,
  type TipoCredito,
} from '@fondo/contrato';
import {
  Aviso,
  Cargando,
  Cifra,
  EncabezadoPagina,
  EntradaTexto,
  ListaNativa,
  Tarjeta,
  Texto,
  useTitulo,
} from '@fondo/ui';
import { useTiposCredito } from '../../api/consultas';
import { MENSAJE_SOLICITAR_CUPO, PanelCupo, useCupoDe } from '../../componentes/cupo-disponible';
import { Deslizador } from '../../componentes/deslizador';
import { formatoMiles, soloDigitos, textoValorMaximo } from '../../componentes/miles';

const TablaSimulador = lazy(() => import('./tabla-simulador'));

interface Resultado {
  cuota: number;
  filas: FilaAmortizacion[];
}

export function PaginaSimulador(): ReactElement {
  useTitulo('Simulador');
  const navigate = useNavigate();
  const consulta = useTiposCredito();
  const tipos = useMemo(() => (consulta.data ?? []).filter((t) => t.simulador && t.activo), [consulta.data]);
  const [idTipo, setIdTipo] = useState<number | null>(null);
  const [valor, setValor] = useState<number | null>(VALOR_SIMULADOR);
  const [cuotas, setCuotas] = useState<number | null>(null);
  const [resultado, setResultado] = useState<Resultado | null>(null);

  const tipo: TipoCredito | undefined = tipos.find((t) => t.id_tipo_credito === idTipo);
  const plazos = tipo ? plazosSimulador(tipo) : null;
  const maximo = tipo?.valor_maximo ?? null;
  const estadoCupo = useCupoDe(tipo, valor, cuotas);
  const listo = Boolean(tipo && valor && valor >= 1 && (maximo === null || valor <= maximo) && cuotas);
  const sobreCupo = estadoCupo.avisos.length > 0;
  const idPorQue = useId();

  function elegirTipo(id: number): void {
    setIdTipo(id);
    const t = tipos.find((x) => x.id_tipo_credito === id);
    setCuotas(t ? plazosSimulador(t).porDefecto : null);
    setResultado(null);
  }

  function calcular(): void {
    if (!tipo || !valor || !cuotas) return;
    const s = { valor, tasa: tipo.tasa, cuotas, periodicidad: tipo.periodicidad };
    setResultado({ cuota: cuotaCredito(s), filas: tablaAmortizacion(s) });
  }

  function limpiar(): void {
    setIdTipo(null);
    setValor(VALOR_SIMULADOR);
    setCuotas(null);
    setResultado(null);
  }

  function solicitar(): void {
    if (!tipo || !valor || !cuotas) return;
    const q = new URLSearchParams({
      id_tipo_credito: String(tipo.id_tipo_credito),
      valor: String(valor),
      cuotas: String(cuotas),
    });
    void navigate(`/solicitud-credito?${q.toString()}`);
  }

  if (consulta.isPending) return <Cargando />;

  return (
    <>
      <EncabezadoPagina titulo="Simulador de crédito" />
      <Tarjeta style={{ maxWidth: 720 }}>
        <Form layout="vertical">
          <Form.Item label="Tipo de crédito" htmlFor="simulador-tipo">
            <ListaNativa<number>
              id="simulador-tipo"
              aria-label="Tipo de crédito"
              value={idTipo ?? undefined}
              onChange={(id) => id !== undefined && elegirTipo(id)}
              options={tipos.map((t) => ({ value: t.id_tipo_credito, label: t.nombre }))}
            />
          </Form.Item>
          <Form.Item
            label="Valor"
            htmlFor="simulador-valor"
            extra={maximo === null ? undefined : textoValorMaximo(maximo)}
            validateStatus={maximo !== null && valor !== null && valor > maximo ? 'error' : undefined}
          >
            <EntradaTexto
              id="simulador-valor"
              inputMode="numeric"
              autoComplete="off"
              value={valor === null ? '' : formatoMiles(valor)}
              onChange={(e) => {
                const v = soloDigitos(e.target.value);
                setValor(v > 0 ? v : null);
                setResultado(null);
              }}
            />
          </Form.Item>
          <Form.Item label="Tasa mensual" htmlFor="simulador-tasa">
            <EntradaTexto id="simulador-tasa" readOnly value={tipo ? formatoTasaMensual(tipo.tasa) : ''} />
          </Form.Item>
          <Form.Item label={`Plazo (${tipo?.periodicidad === 'semestral' ? 'semestres' : 'meses'}): ${cuotas ?? ''}`}>
            <Deslizador
              etiqueta="Plazo"
              unidad={tipo?.periodicidad === 'semestral' ? 'semestres' : 'meses'}
              min={plazos?.minimo ?? 1}
              max={plazos?.maximo ?? 36}
              value={cuotas ?? plazos?.porDefecto ?? 12}
              disabled={!tipo}
              onChange={(v) => {
                setCuotas(v);
                setResultado(null);
              }}
            />
          </Form.Item>
          <PanelCupo estado={estadoCupo} />
          <Flex gap={8} wrap>
            <Button type="primary" disabled={!listo} onClick={calcular}>
              Calcular
            </Button>
            {/* sobre el cupo la solicitud no se podría enviar (el servidor la rechaza): el botón espera, con el porqué */}
            <Button
              disabled={!listo || sobreCupo}
              onClick={solicitar}
              aria-describedby={sobreCupo ? idPorQue : undefined}
            >
              Solicitar crédito
            </Button>
            <Button disabled={!listo} onClick={limpiar}>
              Limpiar
            </Button>
          </Flex>
          {sobreCupo ? (
            <div id={idPorQue} style={{ marginTop: 8 }}>
              <Texto type="secondary">{MENSAJE_SOLICITAR_CUPO}</Texto>
            </div>
          ) : null}
        </Form>
        {resultado ? (
          <Cifra style={{ marginTop: 24 }} title="Cuota aproximada" value={formatoEntero(resultado.cuota)} />
        ) : null}
        <Aviso style={{ marginTop: 24 }} type="info" showIcon title={AVISO_SIMULADOR} />
      </Tarjeta>
      {resultado ? (
        <Suspense fallback={<Cargando />}>
          <TablaSimulador filas={resultado.filas} />
        </Suspense>
      ) : null}
    </>
  );
}

/** La cuota (2 decimales) se muestra sin decimales: 91679.99 -> '$91,680'. */
export function formatoEntero(v: number): string {
  return `$${formatoMiles(Math.round(v))}`;
}
