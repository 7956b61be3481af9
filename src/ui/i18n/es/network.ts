// Cuando una parte de la aplicación no puede cargarse (sin conexión, antes de instalarla).
import type { Catalog } from '../catalog';
import type { network as english } from '../en/network';

export const network: Catalog<typeof english> = {
  table: {
    offline: 'No se puede cargar la mesa: no tienes conexión.',
    failed: 'No se puede cargar la mesa. Comprueba tu conexión y vuelve a intentarlo.',
  },
  tutorial: {
    offline: 'No se puede cargar «Cómo se juega»: no tienes conexión.',
    failed: 'No se puede cargar «Cómo se juega». Comprueba tu conexión y vuelve a intentarlo.',
  },
  review: {
    offline: 'No se puede cargar el análisis: no tienes conexión.',
    failed: 'No se puede cargar el análisis. Comprueba tu conexión y vuelve a intentarlo.',
  },
  statistics: {
    offline: 'No se pueden cargar las estadísticas: no tienes conexión.',
    failed: 'No se pueden cargar las estadísticas. Comprueba tu conexión y vuelve a intentarlo.',
  },
  rules: {
    offline: 'No se pueden cargar las reglas: no tienes conexión.',
    failed: 'No se pueden cargar las reglas. Comprueba tu conexión y vuelve a intentarlo.',
  },
  settings: {
    offline: 'No se pueden cargar los ajustes: no tienes conexión.',
    failed: 'No se pueden cargar los ajustes. Comprueba tu conexión y vuelve a intentarlo.',
  },
  sharedDeal: {
    offline: 'No se puede cargar la mano compartida: no tienes conexión.',
    failed: 'No se puede cargar la mano compartida. Comprueba tu conexión y vuelve a intentarlo.',
  },
  records: {
    offline: 'No se puede cargar el registro de partida: no tienes conexión.',
    failed: 'No se puede cargar el registro de partida. Comprueba tu conexión e inténtalo de nuevo.',
  },
  replay: {
    offline: 'No se puede cargar la repetición: no tienes conexión.',
    failed: 'No se puede cargar la repetición. Comprueba tu conexión e inténtalo de nuevo.',
  },
  hint: {
    offline: 'No se puede calcular la pista: no tienes conexión.',
    failed: 'No se puede calcular la pista. Comprueba tu conexión y vuelve a intentarlo.',
  },
  computers: {
    offline: 'No se pueden cargar los jugadores del ordenador: no tienes conexión.',
    failed: 'No se pueden cargar los jugadores del ordenador. Comprueba tu conexión y vuelve a intentarlo.',
  },
  standIn: {
    offline:
      'No tienes conexión: los jugadores del ordenador de nivel Difícil y Experto juegan en nivel Normal hasta que vuelvas a tenerla.',
    failed:
      'No se pueden cargar los jugadores del ordenador de nivel Difícil y Experto: de momento juegan en nivel Normal.',
  },
  whenBack: 'Todo seguirá solo en cuanto vuelvas a tener conexión.',
  retry: 'Volver a intentarlo',
  close: 'Cerrar',
};
