import { endpoints } from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { requireCenterMember, requireWritableCenter } from '../../auth/access';
import { registerEndpoint } from '../../http/registerEndpoint';
import { synchronousPlugin } from '../../http/synchronousPlugin';
import { isoNow } from '../../lib/time';
import { addToSat } from '../../shared/satSelection';
import { deleteSatEntry, satEntriesOf, setSatDescription } from './sat.repository';
import { satEntryOrNotFound, satQuestionOf, toSatEntryDto } from './sat.service';

/** The SAT: a centre's chosen strengths and their descriptions. */
export default synchronousPlugin(function satRoutes(app: FastifyInstance, options: { now: () => Date }) {
  registerEndpoint(app, endpoints.sat.list, async ({ auth, params }) => {
    await requireCenterMember(app.db, auth, params.id);
    return (await satEntriesOf(app.db, params.id)).map(toSatEntryDto);
  });

  registerEndpoint(app, endpoints.sat.get, async ({ auth, params }) => {
    const entry = await satEntryOrNotFound(app.db, params.id);
    await requireCenterMember(app.db, auth, entry.center_id);
    return toSatEntryDto(entry);
  });

  registerEndpoint(app, endpoints.sat.create, async ({ auth, body }) => {
    await requireWritableCenter(app.db, auth, body.centerId, options.now());
    const question = await satQuestionOf(app.db, body.centerId, body.questionId);
    const id = await addToSat(app.db, question, auth.user.id);
    await setSatDescription(app.db, id, body.satDescription, isoNow(options.now()));
    return toSatEntryDto(await satEntryOrNotFound(app.db, id));
  });

  registerEndpoint(app, endpoints.sat.update, async ({ auth, params, body }) => {
    const entry = await satEntryOrNotFound(app.db, params.id);
    await requireWritableCenter(app.db, auth, entry.center_id, options.now());
    await setSatDescription(app.db, entry.id, body.satDescription, isoNow(options.now()));
    return toSatEntryDto(await satEntryOrNotFound(app.db, entry.id));
  });

  registerEndpoint(app, endpoints.sat.remove, async ({ auth, params }) => {
    const entry = await satEntryOrNotFound(app.db, params.id);
    await requireWritableCenter(app.db, auth, entry.center_id, options.now());
    await deleteSatEntry(app.db, entry.id);
    return { ok: true as const };
  });
});
