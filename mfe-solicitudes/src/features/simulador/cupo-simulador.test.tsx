// Cupo disponible en el simulador: un tipo con regla muestra el cupo y la cuota máxima del
// afiliado y avisa cuando el valor o la cuota pasan (en el límite, sin aviso); un tipo sin regla, nada.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { simular, usarServidor, type Simulada } from '@fondo/testing/red';
import { elegir } from '@fondo/ui/pruebas';
import { MENSAJE_SOLICITAR_CUPO } from '../../componentes/cupo-disponible';
import { AVISO_CUOTA, AVISO_VALOR, CUPO, TIPO_CON_CUPO } from '../../componentes/cupo-prueba';
import { conSesion, renderizarRuta } from '../../componentes/entorno-prueba';
import { TIPOS } from '../../componentes/tipos-prueba';

usarServidor();
let cupoMock: Simulada<'cupo', 'mio'>;

beforeEach(() => {
  conSesion();
  simular('tiposCredito', 'listar', [...TIPOS, TIPO_CON_CUPO]);
  cupoMock = simular('cupo', 'mio', CUPO);
});

const escribirValor = (v: string) => {
  const valor = screen.getByLabelText('Valor');
  fireEvent.change(valor, { target: { value: v } });
  fireEvent.blur(valor);
};

test('un tipo con regla muestra el cupo disponible y la cuota máxima; avisa sobre el valor y la cuota', async () => {
  renderizarRuta('/simulador');
  await elegir(await screen.findByRole('combobox', { name: 'Tipo de crédito' }), 'Con Cupo');
  expect(await screen.findByText('Cupo disponible: $4,499,999.50')).toBeInTheDocument();
  expect(
    screen.getByText('Cuota máxima por salario: $850,000.00 (50.00 % de su salario menos las cuotas que ya paga).'),
  ).toBeInTheDocument();
  // de dónde sale el cupo: el ahorro que cuenta, por tipo de aporte, y por qué no es el ahorro total de /inicio
  expect(
    screen.getByText(
      'Ahorro que cuenta para el cupo: $2,000,000.00 (Ahorro Permanente $1,500,000.00, Ahorro Programado $500,000.00).',
    ),
  ).toBeInTheDocument();
  expect(
    screen.getByText('Su ahorro total es $2,350,000.00: los demás aportes no cuentan para el cupo.'),
  ).toBeInTheDocument();
  expect(
    screen.getByText('Cupo: 3 veces ese ahorro = $6,000,000.00, menos el saldo de todos sus créditos ($1,500,000.50).'),
  ).toBeInTheDocument();
  // 1,000,000 en 12 cuotas sin interés: 83,333.33 de cuota; nada pasa
  expect(screen.queryByText(AVISO_VALOR)).toBeNull();
  const solicitar = screen.getByRole('button', { name: 'Solicitar crédito' });
  expect(solicitar).toBeEnabled();
  escribirValor('4500000');
  expect(await screen.findByText(AVISO_VALOR)).toBeInTheDocument();
  // sobre el cupo no se puede solicitar, y el porqué queda a la vista y como descripción del botón
  expect(solicitar).toBeDisabled();
  expect(solicitar).toHaveAccessibleDescription(MENSAJE_SOLICITAR_CUPO);
  expect(screen.getByText(MENSAJE_SOLICITAR_CUPO)).toBeVisible();
  escribirValor('4499999');
  await waitFor(() => expect(screen.queryByText(AVISO_VALOR)).toBeNull());
  expect(solicitar).toBeEnabled();
  expect(screen.queryByText(MENSAJE_SOLICITAR_CUPO)).toBeNull();
  // 4,499,999 en 5 cuotas: 899,999.80 > 850,000
  const plazo = screen.getByRole('slider', { name: 'Plazo' });
  fireEvent.change(plazo, { target: { value: '5' } });
  expect(plazo).toHaveValue('5');
  expect(await screen.findByText(AVISO_CUOTA)).toBeInTheDocument();
  expect(cupoMock).toHaveBeenCalledTimes(1);
});

test('un tipo sin regla: sin cupo y sin pedirlo a la API', async () => {
  renderizarRuta('/simulador');
  await elegir(await screen.findByRole('combobox', { name: 'Tipo de crédito' }), 'Libre Inversión');
  expect(screen.getByLabelText('Tasa mensual')).toHaveValue('1.50 % mensual');
  expect(screen.queryByText(/Cupo disponible/)).toBeNull();
  expect(cupoMock).not.toHaveBeenCalled();
});
