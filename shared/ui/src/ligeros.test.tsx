import { fireEvent, render, screen } from '@testing-library/react';
import { Aviso, Cifra, Enlace, Foto, ResultadoExito, Texto } from './ligeros';

test('Foto: la imagen si hay src; si no carga, las iniciales; sin nada, el ícono', () => {
  const { rerender } = render(
    <Foto size={96} src="/api/archivos/1" alt="Foto de Ana Pérez">
      AP
    </Foto>,
  );
  const img = screen.getByRole('img', { name: 'Foto de Ana Pérez' });
  expect(img.closest('.ant-avatar')).toHaveClass('ant-avatar-circle', 'ant-avatar-image');
  expect(img.closest('.ant-avatar')).toHaveStyle({ width: '96px', height: '96px' });
  fireEvent.error(img);
  expect(screen.queryByRole('img', { name: 'Foto de Ana Pérez' })).toBeNull();
  expect(screen.getByText('AP')).toHaveClass('ant-avatar-string');
  rerender(<Foto size={96} icon={<span data-testid="icono" />} />);
  expect(screen.getByTestId('icono').closest('.ant-avatar')).toHaveClass('ant-avatar-icon');
});

test('Texto, Enlace y ResultadoExito dibujan el marcado de antd', () => {
  render(
    <ResultadoExito
      title="Sus datos fueron enviados al fondo"
      subTitle="Enviado el 28/11/2026"
      extra={<button>PDF</button>}
    >
      <Texto type="secondary" strong>
        Nota
      </Texto>{' '}
      <Enlace href="https://fondo.example/politica" target="_blank">
        Política
      </Enlace>
    </ResultadoExito>,
  );
  const titulo = screen.getByText('Sus datos fueron enviados al fondo');
  expect(titulo).toHaveClass('ant-result-title');
  expect(titulo.closest('.ant-result')).toHaveClass('ant-result-success');
  expect(screen.getByText('Enviado el 28/11/2026')).toHaveClass('ant-result-subtitle');
  expect(screen.getByRole('button', { name: 'PDF' }).parentElement).toHaveClass('ant-result-extra');
  expect(screen.getByText('Nota').tagName).toBe('STRONG');
  expect(screen.getByText('Nota').parentElement).toHaveClass('ant-typography', 'ant-typography-secondary');
  expect(screen.getByRole('link', { name: 'Política' })).toHaveAttribute('rel', 'noopener noreferrer');
});

test('Aviso: el marcado de Alert (role alert, ícono del tipo, título y descripción)', () => {
  const { rerender } = render(<Aviso type="info" showIcon title="Cuota anual: $10,000.00" />);
  const aviso = screen.getByRole('alert');
  expect(aviso).toHaveClass('ant-alert', 'ant-alert-info', 'ant-alert-outlined');
  expect(aviso).not.toHaveClass('ant-alert-with-description');
  expect(aviso.querySelector('.ant-alert-icon .anticon-info-circle')).not.toBeNull();
  expect(aviso.querySelector('.ant-alert-title')).toHaveTextContent('Cuota anual: $10,000.00');
  rerender(
    <Aviso
      type="error"
      showIcon
      title="Faltan campos"
      description={
        <ul aria-label="Campos faltantes">
          <li>Género</li>
        </ul>
      }
    />,
  );
  expect(screen.getByRole('alert')).toHaveClass('ant-alert-error', 'ant-alert-with-description');
  expect(screen.getByRole('alert').querySelector('.anticon-close-circle')).not.toBeNull();
  expect(screen.getByRole('list', { name: 'Campos faltantes' }).closest('.ant-alert-description')).not.toBeNull();
  rerender(<Aviso type="warning" title="Sin ícono" role="status" />);
  expect(screen.getByRole('status').querySelector('.ant-alert-icon')).toBeNull();
});

test('Cifra: el marcado de Statistic con el valor ya formateado', () => {
  render(<Cifra title="Cuota aproximada" value="$91,680" />);
  const titulo = screen.getByText('Cuota aproximada');
  expect(titulo).toHaveClass('ant-statistic-title');
  expect(titulo.closest('.ant-statistic')?.querySelector('.ant-statistic-content-value')).toHaveTextContent('$91,680');
});
