import { Anchor, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UpskillCourse, UpskillCourses } from '@masar/shared/matching';
import { toLocale } from '@masar/shared/messages';
import { IconBook, IconExternalLink } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { SectionCard } from '../../../components/ui/section-card';
import { formatList } from '../../../lib/format-list';
import { useUpskillCourses } from '../api/get-upskill-courses';
import { UserText } from '../../../components/ui/user-text';

interface UpskillCoursesSectionProps {
  /** A job's gaps; null for the candidate's best matches as a whole. */
  jobId: string | null;
  /** Wait for the job before asking for its courses. */
  enabled?: boolean;
}

/** Courses that close the gaps, by skill category, the categories in the server's order (spec §9). */
export function UpskillCoursesSection({ jobId, enabled = true }: UpskillCoursesSectionProps) {
  const { t, i18n } = useTranslation();
  const courses = useUpskillCourses(jobId, toLocale(i18n.language), enabled);
  return (
    <SectionCard
      id="upskill-courses"
      title={t('upskilling.title')}
      description={t(jobId === null ? 'upskilling.introOverall' : 'upskilling.introJob')}
    >
      {courses.data === undefined ? (
        <Stack gap="sm" role="status" aria-label={t('upskilling.loading')}>
          <Skeleton h={20} w="30%" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Skeleton h={110} radius="md" />
            <Skeleton h={110} radius="md" />
          </SimpleGrid>
        </Stack>
      ) : (
        <CourseCategories
          courses={courses.data}
          emptyBody={t(jobId === null ? 'upskilling.emptyOverall' : 'upskilling.emptyJob')}
        />
      )}
    </SectionCard>
  );
}

/** The courses by category; also a career's own courses (issue #14), whose headings sit one level deeper. */
export function CourseCategories({
  courses,
  emptyBody,
  headingOrder = 3,
}: {
  courses: Omit<UpskillCourses, 'job_id'>;
  emptyBody: string;
  headingOrder?: 3 | 4;
}) {
  const { t, i18n } = useTranslation();
  if (courses.categories.length === 0 && courses.uncovered.length === 0) {
    return <EmptyState icon={<IconBook size={26} />} title={t('upskilling.emptyTitle')} body={emptyBody} />;
  }
  return (
    <Stack gap="lg">
      {courses.categories.map((category) => (
        <Stack key={category.id} gap="sm" component="section" aria-labelledby={`category-${category.id}`}>
          <Group gap="xs">
            <Title order={headingOrder} fz="md" id={`category-${category.id}`}>
              <UserText>{category.name}</UserText>
            </Title>
            <Badge variant="light" color="gray" tt="none" fw={500}>
              {t('upskilling.courseCount', { count: category.courses.length })}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {category.courses.map((course) => (
              <CourseCard key={course.id} course={course} />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
      {courses.uncovered.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('upskilling.uncovered', {
            skills: formatList(
              courses.uncovered.map((skill) => skill.name),
              toLocale(i18n.language),
            ),
          })}
        </Text>
      )}
    </Stack>
  );
}

function CourseCard({ course }: { course: UpskillCourse }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const languageNames = useMemo(() => new Intl.DisplayNames([locale], { type: 'language' }), [locale]);
  let language = course.language;
  try {
    language = languageNames.of(course.language) ?? course.language;
  } catch {
    // Not a language code: shown as the catalogue wrote it.
  }
  return (
    <Paper withBorder radius="md" p="md" component="article">
      <Stack gap={6}>
        <Anchor href={course.url} target="_blank" rel="noopener noreferrer" fw={600}>
          <Group gap={4} wrap="nowrap" component="span" align="flex-start">
            <bdi>{course.title}</bdi>
            <IconExternalLink
              size={14}
              aria-label={t('upskilling.opensNewTab')}
              style={{ flexShrink: 0, marginTop: 4 }}
            />
          </Group>
        </Anchor>
        <Text size="sm" c="dimmed">
          <UserText>{course.provider}</UserText>
        </Text>
        <Group gap={6}>
          <Badge variant="light" tt="none" fw={500}>
            {t(`upskilling.level.${course.level}`)}
          </Badge>
          <Badge variant="light" color={course.price_kind === 'free' ? 'teal' : 'gray'} tt="none" fw={500}>
            {t(`upskilling.price.${course.price_kind}`)}
          </Badge>
          <Badge variant="default" tt="none" fw={500}>
            {t('upskilling.hours', { hours: course.duration_hours })}
          </Badge>
          <Badge variant="default" tt="none" fw={500}>
            {language}
          </Badge>
        </Group>
        {course.skills.length > 0 && (
          <Text size="sm">
            {t('upskilling.teaches', {
              skills: formatList(
                course.skills.map((skill) => skill.name),
                locale,
              ),
            })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
