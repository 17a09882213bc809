import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { simular, usarServidor, type Simulada } from '@fondo/testing/red';
import { elegir, simularAncho } from '@fondo/ui/pruebas';
import { conSesion, renderizarRuta } from '../../componentes/entorno-prueba';
import { TIPOS } from '../../componentes/tipos-prueba';

// La red simulada: GET /api/tipos-credito de verdad.
usarServidor();
let tiposMock: Simulada<'tiposCredito', 'listar'>;

const matchMediaOriginal = window.matchMedia;
afterEach(() => {
  window.matchMedia = matchMediaOriginal;
});

beforeEach(() => {
  conSesion();
  tiposMock = simular('tiposCredito', 'listar', TIPOS);
});

const boton = (nombre: string) => screen.getByRole('button', { name: nombre });

test('solo ofrece los tipos activos del simulador; los botones esperan un tipo', async () => {
  renderizarRuta('/simulador');
  const combo = await screen.findByRole('combobox', { name: 'Tipo de crédito' });
  expect(screen.getByLabelText('Valor')).toHaveValue('1,000,000');
  for (const b of ['Calcular', 'Solicitar crédito', 'Limpiar']) expect(boton(b)).toBeDisabled();
  // la lista nativa: 'Seleccione' y solo los tipos activos del simulador
  await waitFor(() => expect(within(combo).getByRole('option', { name: 'Libre Inversión' })).toBeInTheDocument());
  const opciones = within(combo)
    .getAllByRole('option')
    .map((o) => o.textContent);
  expect(opciones[0]).toBe('Seleccione');
  expect(opciones).not.toContain('Vivienda');
  expect(opciones).not.toContain('Antiguo');
  expect(screen.getByText(/solo de referencia/)).toBeInTheDocument();
});

test('1,000,000 a 1.5 % en 12 cuotas: cuota aproximada $91,680 y la tabla termina en saldo 0', async () => {
  renderizarRuta('/simulador');
  await elegir(await screen.findByRole('combobox', { name: 'Tipo de crédito' }), 'Libre Inversión');
  expect(screen.getByLabelText('Tasa mensual')).toHaveValue('1.50 % mensual');
  // sin plazo máximo: el deslizador va de 1 a 36 y empieza en 12
  const deslizador = screen.getByRole('slider', { name: 'Plazo' });
  expect(deslizador).toHaveAttribute('min', '1');
  expect(deslizador).toHaveAttribute('max', '36');
  expect(deslizador).toHaveValue('12');
  expect(deslizador).toHaveAttribute('aria-valuetext', '12 meses');
  fireEvent.click(boton('Calcular'));
  expect(await screen.findByText('$91,680')).toBeInTheDocument();
  const filas = within(await screen.findByRole('table')).getAllByRole('row');
  expect(filas).toHaveLength(13);
  expect(
    within(filas[0]!)
      .getAllByRole('columnheader')
      .map((c) => c.textContent),
  ).toEqual(['Periodo', 'Cuota', 'Interés', 'Abono a capital', 'Saldo']);
  expect(
    within(filas[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['1', '$91,679.99', '$15,000.00', '$76,679.99', '$923,320.01']);
  expect(within(filas[12]!).getAllByRole('cell')[4]).toHaveTextContent('$0.00');
});

test('en un teléfono la amortización es una tarjeta por periodo con sus cuatro cifras, sin tabla', async () => {
  simularAncho(390);
  renderizarRuta('/simulador');
  await elegir(await screen.findByRole('combobox', { name: 'Tipo de crédito' }), 'Libre Inversión');
  fireEvent.click(boton('Calcular'));
  const region = await screen.findByRole('region', { name: 'Tabla de amortización' });
  // ni la tabla de cinco columnas (su encabezado 'Periodo')
  expect(within(region).queryByRole('columnheader', { name: 'Periodo' })).not.toBeInTheDocument();
  const periodos = within(within(region).getByRole('list')).getAllByRole('listitem');
  expect(periodos).toHaveLength(12);
  const primero = periodos[0]!;
  expect(within(primero).getByText('Periodo 1')).toBeInTheDocument();
  const cifra = (etiqueta: string) => within(primero).getByText(etiqueta).nextSibling;
  expect(cifra('Cuota')).toHaveTextContent('$91,679.99');
  expect(cifra('Interés')).toHaveTextContent('$15,000.00');
  expect(cifra('Abono a capital')).toHaveTextContent('$76,679.99');
  expect(cifra('Saldo')).toHaveTextContent('$923,320.01');
  expect(within(periodos[11]!).getByText('Saldo').nextSibling).toHaveTextContent('$0.00');
});

test('el valor acepta solo dígitos con separador de miles; Solicitar crédito lleva los datos al formulario', async () => {
  renderizarRuta('/simulador');
  await elegir(await screen.findByRole('combobox', { name: 'Tipo de crédito' }), 'Libre Inversión');
  const valor = screen.getByLabelText('Valor');
  fireEvent.change(valor, { target: { value: '2500000abc' } });
  fireEvent.blur(valor);
  expect(valor).toHaveValue('2,500,000');
  fireEvent.click(boton('Solicitar crédito'));
  expect(await screen.findByLabelText('ubicación')).toHaveTextContent(
    '/solicitud-credito?id_tipo_credito=1&valor=2500000&cuotas=12',
  );
});

test('Limpiar vuelve al estado inicial', async () => {
  renderizarRuta('/simulador');
  await elegir(await screen.findByRole('combobox', { name: 'Tipo de crédito' }), 'Libre Inversión');
  fireEvent.click(boton('Calcular'));
  expect(await screen.findByText('Cuota aproximada')).toBeInTheDocument();
  fireEvent.click(boton('Limpiar'));
  expect(screen.queryByText('Cuota aproximada')).toBeNull();
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.getByLabelText('Valor')).toHaveValue('1,000,000');
  expect(boton('Calcular')).toBeDisabled();
});

test('el plazo va del mínimo al máximo del tipo y empieza en 12 o en el mínimo; un tipo semestral cuenta semestres', async () => {
  renderizarRuta('/simulador');
  const combo = await screen.findByRole('combobox', { name: 'Tipo de crédito' });
  await elegir(combo, 'Compra de Cartera');
  let deslizador = screen.getByRole('slider', { name: 'Plazo' });
  expect(deslizador).toHaveAttribute('min', '24');
  expect(deslizador).toHaveAttribute('max', '72');
  expect(deslizador).toHaveValue('24');

  await elegir(combo, 'Crédito de Prima');
  deslizador = screen.getByRole('slider', { name: 'Plazo' });
  expect(deslizador).toHaveAttribute('max', '6');
  expect(deslizador).toHaveValue('6');
  expect(deslizador).toHaveAttribute('aria-valuetext', '6 semestres');
  expect(screen.getByText('Plazo (semestres): 6')).toBeInTheDocument();
  fireEvent.click(boton('Calcular'));
  // 1,000,000 a 6 % por semestre en 6 semestres: 203,362.63 -> $203,363
  expect(await screen.findByText('$203,363')).toBeInTheDocument();
  expect(within(await screen.findByRole('table')).getAllByRole('row')).toHaveLength(7);
});

test('el tipo con valor máximo lo muestra y no calcula por encima', async () => {
  tiposMock.mockResolvedValue([{ ...TIPOS[0]!, valor_maximo: 500_000 }]);
  renderizarRuta('/simulador');
  await elegir(await screen.findByRole('combobox', { name: 'Tipo de crédito' }), 'Libre Inversión');
  expect(screen.getByText('Valor máximo para este tipo: $500,000.00')).toBeInTheDocument();
  // 1,000,000 por defecto supera el tope: Calcular espera
  expect(boton('Calcular')).toBeDisabled();
  fireEvent.change(screen.getByLabelText('Valor'), { target: { value: '400000' } });
  expect(boton('Calcular')).toBeEnabled();
});
