import { fileFamily, RESOURCE_MESSAGES, searchTextOf, type Category } from '@qip/shared-contracts';
import {
  Button,
  DataTable,
  EmptyState,
  FieldWrapper,
  FileFamilyIcon,
  Input,
  Label,
  LoadFailedState,
  LoadingState,
  Pager,
  TableScroll,
  usePlatform,
  useResource,
} from '@qip/shared-ui';
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { fetchNqsCategories, fetchResources } from '../api/resourcesApi';
import { useResourceDownload } from '../hooks/useResourceDownload';
import { NqaPicker } from './NqaPicker';

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const FileCell = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const FileName = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
`;

const NO_CATEGORIES: Category[] = [];

/**
 * QIP/SAT resources: a search over the labels, or without search the NQA picker's area, standard
 * or element; sorted by label, ten a page, each with its file type's icon and a download.
 * `element` ('1.3.2') chooses the picker's element when the page opens (the deep links).
 */
export function ResourceList({ element }: { element?: string | null }) {
  const { api } = usePlatform();
  const download = useResourceDownload();
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [page, setPage] = useState(1);

  const categories = useResource(useCallback(() => fetchNqsCategories(api), [api]));
  const allCategories = categories.data?.categories ?? NO_CATEGORIES;
  // The deep link's element, once the NQS is known.
  useEffect(() => {
    const chosen =
      element && allCategories.find((category) => category.kind === 'element' && category.label === element);
    if (chosen) setCategoryId(chosen.id);
  }, [element, allCategories]);

  const searchText = searchTextOf(search);
  const resources = useResource(
    useCallback(
      () =>
        fetchResources(api, {
          page,
          ...(searchText ? { search: searchText } : {}),
          // The element filter applies only without search text (spec).
          ...(categoryId && !searchText ? { child_nqa_id: categoryId } : {}),
        }),
      [api, page, searchText, categoryId],
    ),
  );

  return (
    <section aria-label="QIP/SAT resources">
      <Filters>
        <FieldWrapper>
          <Label htmlFor="resource-search">Search resources</Label>
          <Input
            id="resource-search"
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </FieldWrapper>
        <NqaPicker
          categories={allCategories}
          value={categoryId}
          disabled={searchText !== ''}
          onChange={(id) => {
            setCategoryId(id);
            setPage(1);
          }}
        />
      </Filters>
      {resources.status === 'loading' ? (
        <LoadingState />
      ) : resources.status === 'failed' ? (
        <LoadFailedState error={resources.error} onRetry={() => void resources.reload()} />
      ) : resources.data.total === 0 ? (
        <EmptyState
          title={searchText || !categoryId ? RESOURCE_MESSAGES.noResources : RESOURCE_MESSAGES.noResourcesForElement}
        />
      ) : (
        <>
          <TableScroll>
            <DataTable aria-label="Resources">
              <thead>
                <tr>
                  <th scope="col">Resource</th>
                  <th scope="col">Element</th>
                  <th scope="col">File</th>
                </tr>
              </thead>
              <tbody>
                {resources.data.data.map((resource) => (
                  <tr key={resource.id}>
                    <th scope="row">
                      <FileCell>
                        <FileFamilyIcon family={fileFamily({ name: resource.name })} small />
                        <span>
                          {resource.label || 'Resource file'}
                          <FileName>{resource.name}</FileName>
                        </span>
                      </FileCell>
                    </th>
                    <td>{resource.element}</td>
                    <td>
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => void download(resource)}
                        aria-label={`Download ${resource.name}`}
                      >
                        Download
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </TableScroll>
          <Pager
            page={resources.data.page}
            pageCount={Math.max(1, Math.ceil(resources.data.total / resources.data.per_page))}
            onChange={setPage}
            label="Resource pages"
          />
        </>
      )}
    </section>
  );
}
