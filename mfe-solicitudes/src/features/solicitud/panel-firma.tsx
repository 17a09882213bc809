// El paso de la firma electrónica de una solicitud nueva: la carta y el pagaré hechos con sus datos, para leer
// en la página (también en el teléfono), marcar que se leyeron y firmar con el código que llega al correo. Al
// firmar, la solicitud queda radicada con el documento firmado; 'Volver a la solicitud' deja cambiar los datos
// (entonces se hace y se firma otro documento).
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import type { ReactElement } from 'react';
import type { DocumentoFirma } from '@fondo/contrato';
import { EncabezadoPagina } from '@fondo/ui';
import { firmar, pedirCodigo } from '../../api/firmas';
import { FirmaConCodigo } from '../../componentes/firma-con-codigo';

export interface DocumentoParaFirmar extends DocumentoFirma {
  pdf: Blob;
}

export function PanelFirma(p: { documento: DocumentoParaFirmar; alVolver(): void; alFirmar(): void }): ReactElement {
  const { documento } = p;
  return (
    <>
      <EncabezadoPagina titulo="Firme la carta de solicitud y el pagaré" />
      <Card>
        <p>
          Estos documentos se hicieron con los datos de su solicitud. Léalos completos: al escribir el código que le
          enviaremos a {documento.correo}, quedan firmados y la solicitud queda radicada.
        </p>
        <FirmaConCodigo
          pdf={documento.pdf}
          titulo="Carta de solicitud de crédito y pagaré"
          pedirCodigo={() => pedirCodigo(documento.id_documento)}
          firmar={async (codigo) => {
            await firmar(documento.id_documento, { codigo, sha256: documento.sha256 });
            p.alFirmar();
          }}
          textoFirmar="Firmar y enviar la solicitud"
        />
      </Card>
      <Button icon={<ArrowLeftOutlined />} onClick={() => p.alVolver()} style={{ marginTop: 16 }}>
        Volver a la solicitud
      </Button>
    </>
  );
}
