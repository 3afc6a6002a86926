// The wording every template starts with. Inserted when a template is missing; an edited template
// is never overwritten.
import { EMAIL_SENDS, EMAIL_TEMPLATE_KEYS, type EmailTemplateKey } from '@hr/contracts';
import type { PrismaClient } from '../../db/prisma.js';

export const DEFAULT_EMAIL_TEMPLATES: Record<EmailTemplateKey, { subject: string; body: string }> = {
  APPROVAL_REQUEST: {
    subject: 'Approval needed: {{jobTitle}} (requisition {{requisitionId}})',
    body: `Dear {{approverName}},

{{requesterName}} has submitted the job requisition for {{jobTitle}} (requisition {{requisitionId}}) and asks for your approval.

Please review the requisition and record your decision here:
{{link}}

Kind regards,
The Recruitment Team`,
  },
  OFFER_LETTER: {
    subject: 'Your offer from {{companyName}}: {{jobTitle}}',
    body: `Dear {{applicantName}},

We are delighted to offer you the position of {{jobTitle}} at {{companyName}}.

Please open the link below to read your offer letter, accept or decline it, and upload the documents we need from you:
{{link}}

The link is personal to you; please do not forward it.

We look forward to hearing from you.

Kind regards,
The Recruitment Team
{{companyName}}`,
  },
  LETTER_REMINDER: {
    subject: 'Reminder: your {{letterName}} for {{jobTitle}} expires on {{expiryDate}}',
    body: `Dear {{applicantName}},

This is a friendly reminder that your {{letterName}} for the position of {{jobTitle}} at {{companyName}} expires on {{expiryDate}}.

Please open the link below to read it and give us your answer:
{{link}}

Kind regards,
The Recruitment Team
{{companyName}}`,
  },
  LETTER_ANSWERED: {
    subject: '{{applicantName}} has {{decision}} the {{letterName}} for {{jobTitle}}',
    body: `Dear {{recipientName}},

{{applicantName}} has {{decision}} the {{letterName}} for the position of {{jobTitle}}.

Their comment: {{comment}}

Open the application here:
{{link}}`,
  },
  OFFER_LETTER_TEXT: {
    subject: 'Offer of employment: {{jobTitle}}',
    body: `Dear {{applicantName}},

We are delighted to offer you the position of {{jobTitle}} in our {{department}} team in {{city}} at {{companyName}}, starting on {{startDate}}.

Your salary will be {{salary}} {{payPeriod}}, plus superannuation.

This offer is open until {{expiryDate}}. Please accept or decline it, and upload the documents we ask for.

Kind regards,
The Recruitment Team
{{companyName}}`,
  },
  CONTRACT_LETTER_TEXT: {
    subject: 'Employment contract: {{jobTitle}}',
    body: `Dear {{applicantName}},

This contract sets out the terms of your {{contractType}} employment as {{jobTitle}} in our {{department}} team in {{city}} at {{companyName}}, starting on {{startDate}}.

Your salary will be {{salary}} {{payPeriod}}, plus superannuation. Your duties, hours, leave and other entitlements follow the position description and the company's policies, which you have received with this contract.

By signing below you accept these terms.

Kind regards,
The Recruitment Team
{{companyName}}`,
  },
  CONTRACT_LETTER: {
    subject: 'Your employment contract with {{companyName}}: {{jobTitle}}',
    body: `Dear {{applicantName}},

Thank you for accepting our offer for the position of {{jobTitle}}. Your employment contract with {{companyName}} is ready.

Please open the link below to read your contract and upload the documents it asks for:
{{link}}

The link is personal to you; please do not forward it.

Kind regards,
Human Resources
{{companyName}}`,
  },
  APPLICATION_RECEIVED: {
    subject: 'We have received your application: {{jobTitle}}',
    body: `Dear {{applicantName}},

Thank you for applying for the position of {{jobTitle}} at {{companyName}}. We have received your application and will be in touch.

You can follow the stage of your applications, or withdraw one, under "Your applications":
{{link}}

The link is personal to you; please do not forward it.

Kind regards,
The Recruitment Team
{{companyName}}`,
  },
  INTERVIEW_APPLICANT: {
    subject: 'Interview invitation: {{jobTitle}} on {{interviewDate}}',
    body: `Dear {{applicantName}},

Thank you for your application for the position of {{jobTitle}}. We would like to invite you to an interview.

Date: {{interviewDate}}
Time: {{interviewTime}}
Location: {{location}}

You can find the details here:
{{link}}

If this time does not suit you, please reply to this email and we will find another.

Kind regards,
The Recruitment Team`,
  },
  INTERVIEW_INTERVIEWERS: {
    subject: 'Interview scheduled: {{applicantName}} for {{jobTitle}}',
    body: `Dear {{interviewerName}},

You are on the interview panel for {{applicantName}}, who has applied for the position of {{jobTitle}}.

Date: {{interviewDate}}
Time: {{interviewTime}}
Location: {{location}}

Please record your feedback in the system after the interview.

Kind regards,
The Recruitment Team`,
  },
  COMPLIANCE_STATUS: {
    subject: 'Update on your document: {{documentName}}',
    body: `Dear {{applicantName}},

We have reviewed your document "{{documentName}}". Its status is now: {{status}}.

If we need anything more from you, we will be in touch.

Kind regards,
Human Resources`,
  },
  USER_INVITATION: {
    subject: 'You are invited to HireOnboard',
    body: `Dear {{userName}},

{{inviterName}} has invited you to the recruitment and onboarding system. Open the link below to choose your password and sign in:
{{link}}

The link can be used once and expires in a few days. If you did not expect this invitation, you can ignore this email.

Kind regards,
The Recruitment Team`,
  },
  PASSWORD_RESET: {
    subject: 'Reset your password',
    body: `Dear {{userName}},

We received a request to reset your password. Open the link below to choose a new one:
{{link}}

The link can be used once. If you did not ask for this, you can ignore this email; your password stays as it is.

Kind regards,
The Recruitment Team`,
  },
  LEAVE_REQUESTED: {
    subject: '{{employeeName}} asks for {{requestKind}}: {{leaveType}}, {{leaveDates}}',
    body: `Dear {{managerName}},

{{employeeName}} asks for {{requestKind}}: {{leaveType}}, {{leaveDates}} ({{leaveDays}} working days).

Approve or decline it here (the link works once):
{{link}}

Kind regards,
Human Resources`,
  },
  LEAVE_DECIDED: {
    subject: 'Your {{leaveType}} for {{leaveDates}} is {{decision}}',
    body: `Dear {{employeeName}},

Your {{leaveType}} for {{leaveDates}} ({{leaveDays}} working days) has been {{decision}} by {{approverName}}.

Comment: {{comment}}

Kind regards,
Human Resources`,
  },
  LEAVE_CANCELLED: {
    subject: 'Your {{leaveType}} for {{leaveDates}}: cancellation {{decision}}',
    body: `Dear {{employeeName}},

The cancellation of your {{leaveType}} for {{leaveDates}} ({{leaveDays}} working days) is {{decision}}.

Comment: {{comment}}

Kind regards,
Human Resources`,
  },
  LEARNING_DUE_REMINDER: {
    subject: 'Reminder: {{courseTitle}} is due on {{dueDate}}',
    body: `Dear {{userName}},

This is a reminder that the course {{courseTitle}} is due on {{dueDate}}.

Open My learning to find the course and record your completion:
{{link}}

Kind regards,
The HR Team`,
  },
  LEARNING_EXPIRY_REMINDER: {
    subject: 'Reminder: your {{courseTitle}} expires on {{expiryDate}}',
    body: `Dear {{userName}},

Your completion of {{courseTitle}} expires on {{expiryDate}}. Please complete the course again before then.

Open My learning to find the course and record your completion:
{{link}}

Kind regards,
The HR Team`,
  },
  LEARNING_OVERDUE: {
    subject: '{{employeeName}} is overdue for {{courseTitle}}',
    body: `Dear {{recipientName}},

{{employeeName}} has not completed {{courseTitle}}, which was due on {{dueDate}}.

Open the compliance matrix here:
{{link}}

Kind regards,
The HR Team`,
  },
};

/** Inserts the default template of every key that has none; never touches a stored one. */
export async function ensureDefaultEmailTemplates(prisma: PrismaClient): Promise<EmailTemplateKey[]> {
  const result = await prisma.emailTemplate.createManyAndReturn({
    data: EMAIL_TEMPLATE_KEYS.map((key) => ({
      key,
      name: EMAIL_SENDS[key].name,
      ...DEFAULT_EMAIL_TEMPLATES[key],
    })),
    skipDuplicates: true,
    select: { key: true },
  });
  return result.map((row) => row.key as EmailTemplateKey);
}
