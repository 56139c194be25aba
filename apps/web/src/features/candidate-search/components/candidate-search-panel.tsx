import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { CANDIDATE_SEARCH_TEXT_MAX_LENGTH, type CandidateSearchRequest } from '@masar/shared/candidate-search';
import { IconSearch, IconUserSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListPager } from '../../../components/ui/list-pager';
import { SearchField } from '../../../components/ui/search-field';
import { translateMessageKey } from '../../../lib/i18n';
import { CANDIDATE_SEARCH_PAGE_SIZE, useCandidateSearch } from '../api/search-candidates';
import { CandidateSearchFilters, NO_FILTERS, type CandidateSearchFilterValues } from './candidate-search-filters';
import { CandidateSearchResultCard, type ResultAside } from './candidate-search-result';

function requestOf(text: string, filters: CandidateSearchFilterValues, page: number): CandidateSearchRequest {
  return {
    text,
    page,
    limit: CANDIDATE_SEARCH_PAGE_SIZE,
    ...(filters.minYears === null ? {} : { min_years: filters.minYears }),
    ...(filters.maxYears === null ? {} : { max_years: filters.maxYears }),
    ...(filters.country === null ? {} : { country: filters.country }),
    ...(filters.city === null ? {} : { city: filters.city }),
    ...(filters.availability.length === 0 ? {} : { availability: filters.availability as CandidateSearchRequest['availability'] }),
  };
}

/**
 * Free-text search of the approved candidates, in English or Arabic (issue #12): words of a title, a skill, a
 * degree or a summary, with filters; the results are ranked and show the words that matched.
 */
export function CandidateSearchPanel({ resultAside }: { resultAside?: ResultAside }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const [filters, setFilters] = useState<CandidateSearchFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const search = useCandidateSearch(searched === null ? null : requestOf(searched, filters, page));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setError(translateMessageKey('candidateSearch.textRequired'));
      return;
    }
    setError(null);
    setPage(0);
    setSearched(text.trim());
  };
  const changeFilters = (next: CandidateSearchFilterValues) => {
    setFilters(next);
    setPage(0);
  };

  return (
    <Stack gap="md" component="section" aria-label={t('candidateSearch.title')}>
      <Paper withBorder radius="lg" p="md">
        <form onSubmit={submit} noValidate role="search">
          <Stack gap="sm">
            <Group gap="sm" align="flex-start" wrap="nowrap">
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <SearchField
                  label={t('candidateSearch.searchLabel')}
                  clearLabel={t('candidateSearch.clear')}
                  placeholder={t('candidateSearch.placeholder')}
                  maxLength={CANDIDATE_SEARCH_TEXT_MAX_LENGTH}
                  value={text}
                  onChange={(next) => {
                    setText(next);
                    if (error !== null && next.trim() !== '') setError(null);
                  }}
                />
                {error !== null && (
                  <Text size="sm" c="red" role="alert">
                    {error}
                  </Text>
                )}
              </Stack>
              <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
                {t('candidateSearch.search')}
              </Button>
            </Group>
            <CandidateSearchFilters value={filters} onChange={changeFilters} />
          </Stack>
        </form>
      </Paper>
      <SearchResults search={search} searched={searched} page={page} onPageChange={setPage} resultAside={resultAside} />
    </Stack>
  );
}

interface SearchResultsProps {
  search: ReturnType<typeof useCandidateSearch>;
  searched: string | null;
  page: number;
  onPageChange: (page: number) => void;
  resultAside: ResultAside | undefined;
}

function SearchResults({ search, searched, page, onPageChange, resultAside }: SearchResultsProps) {
  const { t } = useTranslation();
  if (searched === null) {
    return <EmptyState icon={<IconUserSearch size={26} />} title={t('candidateSearch.startTitle')} body={t('candidateSearch.startBody')} />;
  }
  if (search.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label={t('candidateSearch.loading')}>
        {Array.from({ length: 3 }, (_, index) => (
          <Paper key={index} withBorder radius="lg" p="md">
            <Stack gap="xs">
              <Skeleton h={20} w="50%" />
              <Skeleton h={14} w="70%" />
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  if (search.isError) {
    return (
      <EmptyState
        icon={<IconUserSearch size={26} />}
        title={t('candidateSearch.failed')}
        body={search.error.message}
        action={
          <Button variant="light" onClick={() => void search.refetch()}>
            {t('candidateSearch.retry')}
          </Button>
        }
      />
    );
  }
  const { results, total, total_is_lower_bound: atLeast } = search.data;
  if (results.length === 0) {
    return <EmptyState icon={<IconSearch size={26} />} title={t('candidateSearch.noResultsTitle')} body={t('candidateSearch.noResultsBody', { text: searched })} />;
  }
  return (
    <Stack gap="md" aria-busy={search.isPlaceholderData}>
      <Stack gap="sm" component="ul" aria-label={t('candidateSearch.results')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {results.map((result) => (
          <li key={result.id}>
            <CandidateSearchResultCard result={result} aside={resultAside} />
          </li>
        ))}
      </Stack>
      <ListPager
        totalLabel={atLeast ? t('candidateSearch.totalAtLeast', { count: total }) : t('candidateSearch.total', { count: total })}
        total={total}
        pageSize={CANDIDATE_SEARCH_PAGE_SIZE}
        page={page}
        onPageChange={onPageChange}
        label={t('candidateSearch.pages')}
      />
    </Stack>
  );
}
