import type { HelpCatalogue } from '../types.ts';

/** The "Ask for help" dialog's messages in English. */
export const enHelp: HelpCatalogue = {
  'help.ask': 'Ask for help',
  'help.title': 'Ask for help',
  'help.intro': 'The venue staff get your request with the stop where you are: {{point}}.',
  'help.need': 'What do you need?',
  'help.need.wheelchair': 'Wheelchair or accessibility',
  'help.need.hearing': 'Deaf or hearing support',
  'help.need.lost': 'I am lost',
  'help.need.other': 'Other help',
  'help.message': 'Message (optional)',
  'help.message_hint': 'Up to {{max}} characters.',
  'help.send': 'Send request',
  'help.cancel': 'Cancel',
  'help.close': 'Close',
  'help.state': 'Request status',
  'help.state.open': 'Request sent. Please wait: the staff have been told.',
  'help.state.acknowledged': 'The staff saw your request and are on their way.',
  'help.state.closed': 'The staff closed the request.',
  'help.step.sent': 'Sent',
  'help.step.acknowledged': 'Seen by staff',
  'help.step.closed': 'Closed',
  'help.ask_again': 'Make another request',
  'help.failed': 'The request could not be sent. Check the connection and try again.',
  'errors.help-request/disabled':
    'This guide does not take help requests through the app. Please find the venue staff.',
  'errors.help-request/not-found': 'Help request not found.',
};
