import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { UpskillCourses } from '@masar/shared/matching';
import { useTranslation } from 'react-i18next';

/** Courses that close the gaps, best category first, each naming the gap skills it teaches. */
export function CourseList({ courses, limit = 6 }: { courses: UpskillCourses; limit?: number }) {
  const { t } = useTranslation();
  const list = courses.categories.flatMap((category) => category.courses).slice(0, limit);
  if (list.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('employees.noCourses')}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {list.map((course) => (
        <Paper key={course.id} withBorder radius="md" p="sm">
          <Stack gap={4}>
            <Anchor href={course.url} target="_blank" rel="noopener noreferrer" fw={600} size="sm">
              {course.title}
            </Anchor>
            <Text size="xs" c="dimmed">
              {t('employees.courseFacts', { provider: course.provider, hours: course.duration_hours })}
            </Text>
            <Group gap={4} wrap="wrap">
              <Text size="xs" component="span">
                {t('employees.courseCloses')}
              </Text>
              {course.skills.map((skill) => (
                <Badge key={skill.id} size="sm" variant="light" tt="none">
                  {skill.name}
                </Badge>
              ))}
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
