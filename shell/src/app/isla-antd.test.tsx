// islaAntd: una parte de la shell con antd se dibuja dentro del ConfigProvider del portal (tema, es_ES),
// aunque la raíz de la shell no lo tenga.
import { ConfigProvider, theme } from 'antd';
import { act, render, screen } from '@testing-library/react';
import { Suspense, useContext, useEffect, type ReactElement } from 'react';
import { islaAntd } from './isla-antd';

function Muestra({ texto }: { texto: string }): ReactElement {
  const { locale } = useContext(ConfigProvider.ConfigContext);
  const { token } = theme.useToken();
  return <span>{`${texto} ${locale?.locale ?? 'sin idioma'} ${token.colorPrimary}`}</span>;
}

test('la parte llega con el ConfigProvider del portal y recibe sus props', async () => {
  const Isla = islaAntd(() => Promise.resolve({ default: Muestra }));
  render(
    <Suspense fallback={null}>
      <Isla texto="isla" />
    </Suspense>,
  );
  expect(await screen.findByText('isla es #1f6f8b')).toBeInTheDocument();
});

test('precargada, se dibuja de inmediato, sin Suspense ni su fallback', async () => {
  const Isla = islaAntd(() => Promise.resolve({ default: Muestra }));
  await Isla.precargar();
  // sin un Suspense alrededor: si se suspendiera, React lanzaría un error
  render(<Isla texto="lista" />);
  expect(screen.getByText('lista es #1f6f8b')).toBeInTheDocument();
});

test('montada antes de que llegue su código, no se vuelve a montar al llegar ni al cambiar sus props', async () => {
  let montajes = 0;
  function ConEstado({ texto }: { texto: string }): ReactElement {
    useEffect(() => {
      montajes += 1;
    }, []);
    return <span>{texto}</span>;
  }
  let llegar: (m: { default: typeof ConEstado }) => void = () => undefined;
  const Isla = islaAntd(() => new Promise<{ default: typeof ConEstado }>((ok) => (llegar = ok)));
  const vista = render(
    <Suspense fallback={<span>Cargando</span>}>
      <Isla texto="uno" />
    </Suspense>,
  );
  expect(screen.getByText('Cargando')).toBeInTheDocument();
  await act(() => {
    llegar({ default: ConEstado });
    return Promise.resolve();
  });
  await screen.findByText('uno');
  vista.rerender(
    <Suspense fallback={<span>Cargando</span>}>
      <Isla texto="dos" />
    </Suspense>,
  );
  expect(screen.getByText('dos')).toBeInTheDocument();
  expect(montajes).toBe(1);
});
