// Solo para pruebas: un tipo con regla de cupo y el cupo del afiliado para ese tipo.
import { mensajeSuperaCuota, mensajeSuperaCupo, type RespuestaCupo, type TipoCredito } from '@fondo/contrato';
import { TIPOS } from './tipos-prueba';

export const TIPO_CON_CUPO: TipoCredito = {
  ...TIPOS[0]!,
  id_tipo_credito: 10,
  nombre: 'Con Cupo',
  tasa: 0,
  plazo_minimo: 1,
  plazo_maximo: 60,
  veces_ahorro: 3,
  cupo_por: 'todos',
};

export const CUPO: RespuestaCupo = {
  corte: { id_corte: 1, corte: '2026-10-31' },
  ahorro: 2_000_000,
  aportes_cupo: [
    { nombre: 'Ahorro Permanente', total: 1_500_000 },
    { nombre: 'Ahorro Programado', total: 500_000 },
  ],
  ahorro_total: 2_350_000,
  salario: 2_500_000,
  cuotas_vigentes: 400_000,
  tipos: [
    {
      id_tipo_credito: 10,
      nombre: 'Con Cupo',
      veces_ahorro: 3,
      cupo_por: 'todos',
      saldo_creditos: 1_500_000.5,
      cupo: 6_000_000,
      disponible: 4_499_999.5,
      porcentaje_salario: 0.5,
      cuota_maxima: 850_000,
    },
  ],
};

export const AVISO_VALOR = mensajeSuperaCupo(4_499_999.5);
export const AVISO_CUOTA = mensajeSuperaCuota(0.5, 850_000);
