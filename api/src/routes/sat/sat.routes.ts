import { endpoints } from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { requireCenterMember, requireWritableCenter } from '../../auth/access';
import { registerEndpoint } from '../../http/registerEndpoint';
import { synchronousPlugin } from '../../http/synchronousPlugin';
import { isoNow } from '../../lib/time';
import { addToSat } from '../../shared/satSelection';
import { withHistory } from '../../shared/history.repository';
import { deleteSatEntry, satEntriesOf } from './sat.repository';
import { describeSatEntry, satEntryOrNotFound, satQuestionOf, toSatEntryDto } from './sat.service';

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
    const id = await withHistory(app.db, async (trx, history) => {
      const added = await addToSat(trx, question, auth.user.id);
      const save = {
        id: added,
        text: body.satDescription,
        userId: auth.user.id,
        now: isoNow(options.now()),
        version: body.version,
      };
      await describeSatEntry(trx, history, save);
      return added;
    });
    return toSatEntryDto(await satEntryOrNotFound(app.db, id));
  });

  registerEndpoint(app, endpoints.sat.update, async ({ auth, params, body }) => {
    const entry = await satEntryOrNotFound(app.db, params.id);
    await requireWritableCenter(app.db, auth, entry.center_id, options.now());
    await withHistory(app.db, (trx, history) =>
      describeSatEntry(trx, history, {
        id: entry.id,
        text: body.satDescription,
        userId: auth.user.id,
        now: isoNow(options.now()),
        version: body.version,
      }),
    );
    return toSatEntryDto(await satEntryOrNotFound(app.db, entry.id));
  });

  registerEndpoint(app, endpoints.sat.remove, async ({ auth, params }) => {
    const entry = await satEntryOrNotFound(app.db, params.id);
    await requireWritableCenter(app.db, auth, entry.center_id, options.now());
    await withHistory(app.db, async (trx, history) => {
      await deleteSatEntry(trx, entry.id);
      // The description goes with the strength: History keeps it.
      history.push({
        centerId: entry.center_id,
        questionId: entry.question_id,
        kind: 'satDescription',
        field: 'sat_description',
        subjectId: entry.id,
        before: entry.sat_description,
        after: null,
        userId: auth.user.id,
      });
    });
    return { ok: true as const };
  });
});
