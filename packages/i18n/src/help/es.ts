import type { HelpCatalogue } from '../types.ts';

/** The "Pedir ayuda" dialog's messages in Spanish. */
export const esHelp: HelpCatalogue = {
  'help.ask': 'Pedir ayuda',
  'help.title': 'Pedir ayuda',
  'help.intro': 'El personal del lugar recibe tu pedido con el punto donde estás: {{point}}.',
  'help.need': '¿Qué necesitas?',
  'help.need.wheelchair': 'Silla de ruedas o accesibilidad',
  'help.need.hearing': 'Apoyo para sordera o audición',
  'help.need.lost': 'Estoy perdido(a)',
  'help.need.other': 'Otra ayuda',
  'help.message': 'Mensaje (opcional)',
  'help.message_hint': 'Hasta {{max}} caracteres.',
  'help.send': 'Enviar pedido',
  'help.cancel': 'Cancelar',
  'help.close': 'Cerrar',
  'help.state': 'Estado del pedido',
  'help.state.open': 'Pedido enviado. Espera: el personal ya fue avisado.',
  'help.state.acknowledged': 'El personal vio tu pedido y está en camino.',
  'help.state.closed': 'El personal cerró el pedido.',
  'help.step.sent': 'Enviado',
  'help.step.acknowledged': 'Visto por el personal',
  'help.step.closed': 'Cerrado',
  'help.ask_again': 'Hacer otro pedido',
  'help.failed': 'No se pudo enviar el pedido. Revisa la conexión e inténtalo de nuevo.',
  'errors.help-request/disabled': 'Esta guía no recibe pedidos de ayuda por la app. Busca al personal del lugar.',
  'errors.help-request/not-found': 'Pedido de ayuda no encontrado.',
};
