import { defineArea } from '../../platform/area';
import { contactRoutes } from './contact.routes';

/** The contact form's messages. */
export const area = defineArea({
  name: 'contact',
  uses: [],
  tables: ['contactMessages'],
  policy: {},
  publishes: [],
  router: contactRoutes,
});
