import { Anchor, Box, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  /** The page itself, last, has no link. */
  to?: string;
}

/** Where a detail page sits (house style: breadcrumbs on detail pages), as a named navigation landmark. */
export function PageBreadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('breadcrumbs.label')}>
      <Breadcrumbs separatorMargin={6}>
        {crumbs.map((crumb) =>
          crumb.to === undefined ? (
            <Text key={crumb.label} size="sm" aria-current="page">
              {crumb.label}
            </Text>
          ) : (
            <Anchor key={crumb.label} component={Link} to={crumb.to} size="sm">
              {crumb.label}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </Box>
  );
}
