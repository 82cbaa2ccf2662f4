// The API routes the benchmark loads: one area's questions, the progress route and the answer write.
import { endpoints } from '@qip/shared-contracts';
import { getJson, type SignedIn } from './demo';

export interface ApiRoutes {
  /** GET: the questions of the first quality area. */
  questions: string;
  /** GET: the centre's progress per area. */
  progress: string;
  /** POST: the answer write, with two bodies that answer the same question differently. */
  comply: { url: string; bodies: [string, string] };
}

export async function apiUrls(origin: string, user: SignedIn): Promise<ApiRoutes> {
  const nqa = endpoints.assessment.nqaList.response.parse(
    await getJson(origin, endpoints.assessment.nqaList.path, user.token),
  );
  const area = nqa.areas[0];
  if (!area) throw new Error('GET /api/nqa listed no area');
  const questions = `${endpoints.assessment.questions.path}?center_id=${user.centerId}&category_id=${area.categoryId}`;
  const list = endpoints.assessment.questions.response.parse(await getJson(origin, questions, user.token));
  const first = list[0];
  if (!first) throw new Error(`${questions} listed no question`);
  // Yes and No in turn, so each request really writes.
  const body = (result: 1 | 2) => JSON.stringify({ center_id: user.centerId, question_id: first.id, result });
  return {
    questions,
    progress: endpoints.progress.nqaProgress.path.replace(':centerId', user.centerId),
    comply: { url: endpoints.assessment.comply.path, bodies: [body(1), body(2)] },
  };
}
