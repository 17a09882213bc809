// Modal de importación (SPEC 2.13, 8, 9; DESIGN 6): tipo (aportes, afiliados, afiliación), fila
// inicial (por defecto 5, 2, 4), el .xlsx con el avance de la subida y del proceso, la plantilla de cada
// tipo. Primero 'Revisar' (vista previa: nada se escribe) y luego 'Importar' confirma; el área de
// resultados muestra el resultado final. 'Error en la petición.' solo cuando el servidor no dio un texto.
import { DownloadOutlined, FileSearchOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, InputNumber, Modal, Progress, Select, Typography, Upload } from 'antd';
import { useState, type ReactElement } from 'react';
import type { RespuestaImportacion, TipoImportacion } from '@fondo/contrato';
import { ERROR_PETICION, ErrorImportacion, descargarPlantilla, type AvanceImportacion } from '../../api/admin';
import { useImportar } from '../../api/consultas';
import { useManejarError } from '@fondo/ui';
import { ResumenImportacion } from './resumen-importacion';

/** SPEC 9: primera fila de datos por tipo. */
export const FILA_INICIAL: Record<TipoImportacion, number> = { aportes: 5, afiliados: 2, afiliacion: 4 };

const TIPOS: { value: TipoImportacion; label: string }[] = [
  { value: 'aportes', label: 'Aportes y créditos (corte)' },
  { value: 'afiliados', label: 'Afiliados' },
  { value: 'afiliacion', label: 'Afiliación' },
];

export const MENSAJE_SOLO_XLSX = 'El archivo debe ser .xlsx';

export function ModalImportar({ cerrar }: { cerrar: () => void }): ReactElement {
  const importar = useImportar();
  const manejarError = useManejarError();
  const [tipo, setTipo] = useState<TipoImportacion>('aportes');
  const [fila, setFila] = useState<number | null>(FILA_INICIAL.aportes);
  const [archivo, setArchivo] = useState<File | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const [avance, setAvance] = useState<AvanceImportacion | null>(null);
  const [resultado, setResultado] = useState('');
  const [fallo, setFallo] = useState(false);
  // La vista previa vale para el archivo, el tipo y la fila con que se pidió; cambiar uno la descarta.
  const [vista, setVista] = useState<RespuestaImportacion | null>(null);
  const [accion, setAccion] = useState<'revisar' | 'importar' | null>(null);

  function descartarVista(): void {
    setVista(null);
  }

  async function enviar(vistaPrevia: boolean): Promise<void> {
    if (!archivo) {
      setAviso('Elija el archivo .xlsx');
      return;
    }
    if (!fila || fila < 1) {
      setAviso('La fila inicial debe ser un número mayor que 0');
      return;
    }
    setAviso(null);
    setResultado('');
    setFallo(false);
    setAvance({ fase: 'subiendo', fraccion: 0 });
    setAccion(vistaPrevia ? 'revisar' : 'importar');
    try {
      const r = await importar.mutateAsync({ archivo, tipo, fila, alAvanzar: setAvance, vistaPrevia });
      if (vistaPrevia) setVista(r);
      else {
        setVista(null);
        setResultado(r.mensaje);
      }
    } catch (e) {
      setVista(null);
      setFallo(true);
      setResultado(e instanceof ErrorImportacion && e.message ? e.message : ERROR_PETICION);
    } finally {
      setAvance(null);
      setAccion(null);
    }
  }

  const trabajando = importar.isPending;
  return (
    <Modal
      open
      title="Importar"
      width={720}
      // en una pantalla baja (800 px) la vista previa no empuja los botones fuera: el cuerpo se desplaza y
      // el pie con Revisar e Importar queda siempre a la vista
      style={{ top: 24 }}
      styles={{ body: { maxHeight: 'calc(100vh - 200px)', overflowY: 'auto' } }}
      onCancel={cerrar}
      maskClosable={!trabajando}
      footer={
        <Flex gap={8} justify="end" wrap>
          <Button onClick={cerrar} disabled={trabajando}>
            Cerrar
          </Button>
          <Button
            icon={<FileSearchOutlined />}
            loading={accion === 'revisar'}
            disabled={accion === 'importar'}
            onClick={() => void enviar(true)}
          >
            Revisar
          </Button>
          <Button
            type="primary"
            icon={<UploadOutlined />}
            loading={accion === 'importar'}
            disabled={!vista || vista.motivo_sin_escribir !== null || accion === 'revisar'}
            onClick={() => void enviar(false)}
          >
            Importar
          </Button>
        </Flex>
      }
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="Tipo de archivo" htmlFor="importar-tipo">
          <Select<TipoImportacion>
            id="importar-tipo"
            aria-label="Tipo de archivo"
            value={tipo}
            options={TIPOS}
            disabled={trabajando}
            onChange={(v) => {
              setTipo(v);
              setFila(FILA_INICIAL[v]);
              descartarVista();
            }}
          />
        </Form.Item>
        <Form.Item label="Fila inicial" htmlFor="importar-fila" extra="Primera fila con datos en la hoja.">
          <InputNumber
            id="importar-fila"
            aria-label="Fila inicial"
            min={1}
            max={1_000_000}
            precision={0}
            value={fila}
            disabled={trabajando}
            onChange={(v) => {
              setFila(typeof v === 'number' ? v : null);
              descartarVista();
            }}
          />
        </Form.Item>
        <Form.Item label="Archivo (.xlsx)">
          <Flex gap={8} wrap align="center">
            <Upload
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              maxCount={1}
              showUploadList={false}
              disabled={trabajando}
              beforeUpload={(f) => {
                descartarVista();
                if (!/\.xlsx$/i.test(f.name)) {
                  setAviso(MENSAJE_SOLO_XLSX);
                  setArchivo(null);
                } else {
                  setAviso(null);
                  setArchivo(f);
                }
                return false;
              }}
            >
              <Button icon={<UploadOutlined />}>Seleccionar archivo</Button>
            </Upload>
            <Typography.Text>{archivo ? archivo.name : 'Ningún archivo elegido'}</Typography.Text>
          </Flex>
          <Button
            type="link"
            icon={<DownloadOutlined />}
            style={{ paddingInline: 0, marginTop: 4 }}
            onClick={() => void descargarPlantilla(tipo).catch((e: unknown) => manejarError(e))}
          >
            Descargar plantilla
          </Button>
        </Form.Item>
        {aviso ? <Alert type="warning" showIcon title={aviso} style={{ marginBottom: 16 }} /> : null}
        {avance ? (
          <div role="status" aria-live="polite" style={{ marginBottom: 16 }}>
            {avance.fase === 'subiendo' ? (
              <>
                <Typography.Text>Subiendo el archivo...</Typography.Text>
                <Progress percent={Math.round(avance.fraccion * 100)} status="active" />
              </>
            ) : (
              <>
                <Typography.Text>Procesando el archivo en el servidor...</Typography.Text>
                <Progress percent={100} status="active" showInfo={false} />
              </>
            )}
          </div>
        ) : null}
        {vista ? <ResumenImportacion r={vista} /> : null}
        <Form.Item label="Resultado" htmlFor="importar-resultado" style={{ marginBottom: 0 }}>
          <Input.TextArea
            id="importar-resultado"
            readOnly
            value={resultado}
            autoSize={{ minRows: 4, maxRows: 14 }}
            status={fallo ? 'error' : undefined}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
