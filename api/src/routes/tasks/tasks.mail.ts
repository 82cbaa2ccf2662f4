import { formatCalendarDate, PATHS, taskStatusLabel, type Task } from '@qip/shared-contracts';
import { renderMail } from '../../plugins/mail/mailLayout';
import type { MailMessage } from '../../plugins/mail/mailer';
import type { Notice } from '../../shared/inbox';

// The mails about tasks: to the assignee when a task is given to them, and the daily digest.

export interface MailRecipient {
  name: string;
  email: string;
}

/** The dashboard address that opens the task's modal. */
export function taskLink(portalOrigin: string, taskId: string): string {
  return `${portalOrigin}${PATHS.tasks}?task=${encodeURIComponent(taskId)}`;
}

const kindOf = (task: Task) => (task.type === 'evidence' ? 'evidence task' : 'goal task');

/** 'Task set and team member notified.': the assignee's mail, naming the task, element, due date and link. */
export function taskAssignedMail(
  task: Task,
  context: { assignee: MailRecipient; assignerName: string; centerName: string; portalOrigin: string },
): MailMessage {
  const link = taskLink(context.portalOrigin, task.id);
  const { html, text } = renderMail({
    heading: `A ${kindOf(task)} for you: ${task.name}`,
    intro: [`Hello ${context.assignee.name},`, `${context.assignerName} has set you a task at ${context.centerName}.`],
    facts: [
      { label: 'Task name', value: task.name },
      { label: 'Element', value: `${task.info.nqaSubLevel}: ${task.info.description}` },
      { label: 'To be completed by', value: formatCalendarDate(task.taskDue) },
      { label: 'Task summary', value: task.summary },
      { label: 'Open the task', value: link },
    ],
  });
  return {
    to: context.assignee.email,
    subject: `Task for you: ${task.name} (${task.nqaId}, due ${formatCalendarDate(task.taskDue)})`,
    text,
    html,
  };
}

/** The assignee's notice in their Messages inbox: what the mail says, in short. */
export function taskAssignedNotice(
  task: Task,
  context: { assignerName: string; centerName: string; portalOrigin: string },
): Notice {
  return {
    subject: `Task for you: ${task.name}`,
    paragraphs: [
      `${context.assignerName} has set you a ${kindOf(task)} at ${context.centerName}: ${task.name}.`,
      `Element ${task.info.nqaSubLevel}. To be completed by ${formatCalendarDate(task.taskDue)}.`,
    ],
    link: { href: taskLink(context.portalOrigin, task.id), text: 'Open the task' },
  };
}

/** The daily digest of one person's open tasks: overdue ones first, then those due soon. */
export function taskDigestMail(
  recipient: MailRecipient,
  tasks: { overdue: readonly Task[]; dueSoon: readonly Task[] },
  portalOrigin: string,
): MailMessage {
  const line = (task: Task) => ({
    label: `${formatCalendarDate(task.taskDue)} · ${task.nqaId}`,
    value: `${task.name} (${taskStatusLabel(task.status)}) ${taskLink(portalOrigin, task.id)}`,
  });
  const { html, text } = renderMail({
    heading: 'Your tasks for the next few days',
    intro: [
      `Hello ${recipient.name},`,
      `You have ${tasks.overdue.length} overdue task(s) and ${tasks.dueSoon.length} task(s) due in the next 3 days.`,
    ],
    facts: [
      ...tasks.overdue.map((task) => ({ ...line(task), label: `Overdue since ${line(task).label}` })),
      ...tasks.dueSoon.map(line),
    ],
    outro: [`All your tasks: ${portalOrigin}${PATHS.tasks}`],
  });
  return { to: recipient.email, subject: 'Your QIP tasks: overdue and due soon', text, html };
}
