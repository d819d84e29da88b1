import { defineArea } from '../../platform/area';
import { contactPolicy } from './contact.policy';
import { contactRoutes } from './contact.routes';

/** The contact form's messages. */
export const area = defineArea({
  name: 'contact',
  uses: [],
  tables: ['contactMessages'],
  policy: contactPolicy,
  publishes: [],
  router: contactRoutes,
});
