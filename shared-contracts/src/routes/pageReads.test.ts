import { selectedElement } from '../domain/areaElements';
import { withQuery } from '../http/buildPath';
import { sendFirstReads, type EarlyReply, type FirstRead } from '../http/earlyReplies';
import { PATHS } from './paths';
import { pageFirstReads } from './pageReads';

const tree = {
  levels: [
    {
      id: 'nqs2018-2.1',
      subLevels: [
        { id: 'nqs2018-2.1.1', label: '2.1.1' },
        { id: 'nqs2018-2.1.2', label: '2.1.2' },
      ],
    },
    { id: 'nqs2018-2.2', subLevels: [{ id: 'nqs2018-2.2.1', label: '2.2.1' }] },
  ],
};

/** A fetch answering each address from `bodies` (404 for any other), recording what was asked. */
function fakeFetch(bodies: Record<string, unknown>) {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>((url) => {
    const address = url as string;
    return Promise.resolve({
      status: address in bodies ? 200 : 404,
      json: () => Promise.resolve(bodies[address] ?? { message: 'Not found' }),
    } as unknown as Response);
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const urls = (reads: readonly FirstRead[] | readonly EarlyReply[]) => reads.map(({ url }) => url);

describe('withQuery', () => {
  it('spells one address however the query was written, leaving out values not given', () => {
    expect(withQuery('/api/questions', { center_id: 'c 1', category_id: 'nqs2018-1.1.1' })).toBe(
      '/api/questions?category_id=nqs2018-1.1.1&center_id=c+1',
    );
    expect(withQuery('/api/questions', { category_id: 'nqs2018-1.1.1', center_id: 'c 1', page: undefined })).toBe(
      '/api/questions?category_id=nqs2018-1.1.1&center_id=c+1',
    );
    expect(withQuery('/api/nqa', undefined)).toBe('/api/nqa');
    expect(withQuery('/api/nqa', { status: null })).toBe('/api/nqa');
  });
});

describe('selectedElement', () => {
  it("chooses the element the address names, else the area's first", () => {
    expect(selectedElement(tree.levels, '2.2.1')?.subLevel.id).toBe('nqs2018-2.2.1');
    expect(selectedElement(tree.levels, '2.2.1')?.level.id).toBe('nqs2018-2.2');
    expect(selectedElement(tree.levels, null)?.subLevel.id).toBe('nqs2018-2.1.1');
    expect(selectedElement(tree.levels, '9.9.9')?.subLevel.id).toBe('nqs2018-2.1.1');
    expect(selectedElement([], null)).toBeNull();
  });
});

describe('pageFirstReads', () => {
  it("gives the dashboard's cards", () => {
    expect(urls(pageFirstReads(PATHS.nqa, { centerId: 'c1' }))).toEqual(['/api/nqa', '/api/centers/c1/nqa-progress']);
  });

  it("gives an area page's details, tree, laws and progress, and the questions its tree leads to", () => {
    const reads = pageFirstReads(PATHS.nqaArea(2), { centerId: 'c1', search: '?element=2.1.2' });
    expect(urls(reads)).toEqual([
      '/api/center/c1',
      '/api/category/2?center_id=c1',
      '/api/laws-regulations-result-get-nqa/c1/2',
      '/api/centers/c1/nqa-progress',
    ]);
    const fromTree = reads[1]!.then!;
    expect(urls(fromTree(tree))).toEqual(['/api/questions?category_id=nqs2018-2.1.2&center_id=c1']);
    // A tree the page could not show leads to nothing.
    expect(fromTree({ levels: [] })).toEqual([]);
    expect(fromTree(null)).toEqual([]);
    expect(fromTree({ levels: [{ subLevels: [{ id: 7 }] }] })).toEqual([]);
  });

  it("gives the other pages' reads after the service's details and the progress bar", () => {
    const common = ['/api/center/c1', '/api/centers/c1/nqa-progress'];
    expect(urls(pageFirstReads(PATHS.tasks, { centerId: 'c1' }))).toEqual([
      ...common,
      '/api/tasks?center_id=c1&page=1',
    ]);
    expect(urls(pageFirstReads(PATHS.tasks, { centerId: 'c1', search: '?task=t1' }))).toEqual([
      ...common,
      '/api/tasks?center_id=c1&page=1',
    ]);
    expect(urls(pageFirstReads(PATHS.reports, { centerId: 'c1' }))).toEqual([
      ...common,
      '/api/reports?center_id=c1',
      '/api/questions-result-sat/c1',
      '/api/center/c1/users',
    ]);
    expect(urls(pageFirstReads(PATHS.sat, { centerId: 'c1', search: '?nqa=3&element=3.1.1' }))).toEqual([
      ...common,
      '/api/questions-result-sat/c1',
      '/api/nqa',
      '/api/category/3?center_id=c1',
      '/api/laws-regulations-result-get-nqa/c1/3',
    ]);
    expect(urls(pageFirstReads(PATHS.sat, { centerId: 'c1' }))).toContain('/api/category/1?center_id=c1');
    expect(urls(pageFirstReads(PATHS.serviceDetails, { centerId: 'c1' }))).toEqual(common);
  });

  it('leaves a filtered task list to the page', () => {
    for (const search of ['?areas=2', '?view=overdue', '?page=2', '?assignee=Sam&task=t1']) {
      expect(urls(pageFirstReads(PATHS.tasks, { centerId: 'c1', search }))).toEqual([
        '/api/center/c1',
        '/api/centers/c1/nqa-progress',
      ]);
    }
  });

  it('gives nothing for other pages, or an area that does not exist', () => {
    expect(pageFirstReads(PATHS.nqaArea(8), { centerId: 'c1' })).toEqual([]);
    expect(pageFirstReads(PATHS.mentorFeedback, { centerId: 'c1' })).toEqual([]);
    expect(pageFirstReads(`${PATHS.tasks}/Sam`, { centerId: 'c1' })).toEqual([]);
    expect(pageFirstReads('/qip/account', { centerId: 'c1' })).toEqual([]);
  });
});

describe('sendFirstReads', () => {
  it('sends each read with the token and puts it on the list, then the reads its reply leads to', async () => {
    const send = fakeFetch({ '/api/category/2?center_id=c1': tree, '/api/nqa': [] });
    const list: EarlyReply[] = [];
    sendFirstReads(pageFirstReads(PATHS.nqaArea(2), { centerId: 'c1' }), 'token', list, send);
    expect(list.every((early) => early.accessToken === 'token')).toBe(true);
    expect(urls(list)).toHaveLength(4);

    await settle();
    expect(urls(list)).toContain('/api/questions?category_id=nqs2018-2.1.1&center_id=c1');
    expect(send.mock.calls[0]![1]).toEqual({ headers: { authorization: 'Bearer token', accept: 'application/json' } });
  });

  it('does not send a read already waiting on the list, nor the step of a reply that failed', async () => {
    const send = fakeFetch({});
    const list: EarlyReply[] = [];
    const reads = pageFirstReads(PATHS.nqaArea(2), { centerId: 'c1' });
    sendFirstReads(reads, 'token', list, send);
    sendFirstReads(reads, 'token', list, send);
    await settle();
    // Every reply was a 404: the tree's step is not sent.
    expect(send).toHaveBeenCalledTimes(4);
    expect(urls(list)).toHaveLength(4);
    // Another token is another read.
    sendFirstReads(reads.slice(0, 1), 'other token', list, send);
    await settle();
    expect(send).toHaveBeenCalledTimes(5);
  });
});
