// islaAntd: una parte de la shell con antd se dibuja dentro del ConfigProvider del portal (tema, es_ES),
// aunque la raíz de la shell no lo tenga.
import { ConfigProvider, theme } from 'antd';
import { render, screen } from '@testing-library/react';
import { Suspense, useContext, type ReactElement } from 'react';
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
