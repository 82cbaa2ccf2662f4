import { endpoints } from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { requireCenterMember } from '../../auth/access';
import { notFound } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { loadNqsStructure, toCategoryDto } from '../../shared/nqs.repository';
import { centerProgress, toAreaProgressTree, toNqaProgress } from '../../shared/progress.service';

/** The NQS structure and a centre's progress through it. */
export default async function progressRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.assessment.categories, async () => {
    const structure = await loadNqsStructure(app.db);
    return { version: structure.version, categories: structure.categories.map(toCategoryDto) };
  });

  registerEndpoint(app, endpoints.assessment.nqaList, async () => {
    const structure = await loadNqsStructure(app.db);
    const counts = await app.db
      .selectFrom('questions as q')
      .innerJoin('categories as c', 'c.id', 'q.category_id')
      .select(['c.area_id', (eb) => eb.fn.countAll<number>().as('questions')])
      .where('c.nqs_version_id', '=', structure.version.id)
      .where('q.center_id', 'is', null)
      .where('q.archive', '=', 0)
      .groupBy('c.area_id')
      .execute();
    const questionsIn = new Map(counts.map((row) => [row.area_id, Number(row.questions)]));
    const areas = structure.categories
      .filter((category) => category.kind === 'area')
      .map((area) => {
        const outline = structure.outline.find((candidate) => candidate.id === area.area_id);
        return {
          id: area.area_id,
          categoryId: area.id,
          name: area.name,
          title: area.title,
          standards: outline?.standards.length ?? 0,
          elements: outline?.standards.reduce((total, standard) => total + standard.elements.length, 0) ?? 0,
          questions: questionsIn.get(area.area_id) ?? 0,
        };
      });
    return { version: structure.version, areas };
  });

  registerEndpoint(app, endpoints.progress.nqaProgress, async ({ auth, params }) => {
    await requireCenterMember(app.db, auth, params.centerId);
    const structure = await loadNqsStructure(app.db);
    return toNqaProgress(await centerProgress(app.db, structure, params.centerId));
  });

  registerEndpoint(app, endpoints.assessment.categoryProgress, async ({ auth, params, query }) => {
    await requireCenterMember(app.db, auth, query.center_id);
    const structure = await loadNqsStructure(app.db);
    const tree = await centerProgress(app.db, structure, query.center_id);
    const area = toAreaProgressTree(structure, tree, params.id, query.center_id);
    if (!area) throw notFound('No such quality area.');
    return area;
  });
}
