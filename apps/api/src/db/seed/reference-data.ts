// The reference lists of the demo data (every kind of spec section 3 "Reference data").
// Order matters for the first entries: Australia is country 1 and Sydney city 1, the defaults of
// the requisition form.

export interface CountrySeed {
  name: string;
  code: string;
  states: { name: string; code: string; cities: string[] }[];
}

export const COUNTRIES: CountrySeed[] = [
  {
    name: 'Australia',
    code: 'AU',
    states: [
      { name: 'New South Wales', code: 'NSW', cities: ['Sydney', 'Newcastle', 'Wollongong', 'Parramatta'] },
      { name: 'Victoria', code: 'VIC', cities: ['Melbourne', 'Geelong', 'Ballarat'] },
      { name: 'Queensland', code: 'QLD', cities: ['Brisbane', 'Gold Coast', 'Townsville', 'Cairns'] },
      { name: 'Western Australia', code: 'WA', cities: ['Perth', 'Karratha', 'Kalgoorlie'] },
      { name: 'South Australia', code: 'SA', cities: ['Adelaide', 'Mount Gambier'] },
      { name: 'Tasmania', code: 'TAS', cities: ['Hobart', 'Launceston'] },
      { name: 'Australian Capital Territory', code: 'ACT', cities: ['Canberra'] },
      { name: 'Northern Territory', code: 'NT', cities: ['Darwin', 'Alice Springs'] },
    ],
  },
  {
    name: 'New Zealand',
    code: 'NZ',
    states: [
      { name: 'Auckland', code: 'AUK', cities: ['Auckland'] },
      { name: 'Wellington', code: 'WGN', cities: ['Wellington'] },
      { name: 'Canterbury', code: 'CAN', cities: ['Christchurch'] },
    ],
  },
  {
    name: 'United Kingdom',
    code: 'GB',
    states: [
      { name: 'England', code: 'ENG', cities: ['London', 'Manchester', 'Birmingham'] },
      { name: 'Scotland', code: 'SCT', cities: ['Edinburgh', 'Glasgow'] },
    ],
  },
  {
    name: 'United States',
    code: 'US',
    states: [
      { name: 'California', code: 'CA', cities: ['San Francisco', 'Los Angeles'] },
      { name: 'New York', code: 'NY', cities: ['New York'] },
      { name: 'Texas', code: 'TX', cities: ['Austin'] },
      { name: 'Washington', code: 'WA', cities: ['Seattle'] },
    ],
  },
  {
    name: 'India',
    code: 'IN',
    states: [
      { name: 'Karnataka', code: 'KA', cities: ['Bengaluru'] },
      { name: 'Maharashtra', code: 'MH', cities: ['Mumbai', 'Pune'] },
      { name: 'Telangana', code: 'TG', cities: ['Hyderabad'] },
    ],
  },
  { name: 'Singapore', code: 'SG', states: [{ name: 'Singapore', code: 'SG', cities: ['Singapore'] }] },
  { name: 'Philippines', code: 'PH', states: [{ name: 'Metro Manila', code: 'NCR', cities: ['Manila'] }] },
];

export const INDUSTRIES: { name: string; disciplines: string[] }[] = [
  {
    name: 'Information Technology',
    disciplines: ['Software Development', 'Infrastructure', 'Data', 'Cyber Security', 'Service Desk'],
  },
  { name: 'Healthcare', disciplines: ['Nursing', 'Allied Health', 'Aged Care', 'Administration'] },
  { name: 'Finance', disciplines: ['Accounting', 'Payroll', 'Financial Planning', 'Audit'] },
  { name: 'Construction', disciplines: ['Project Management', 'Site Supervision', 'Estimating', 'Trades'] },
  { name: 'Education', disciplines: ['Primary Teaching', 'Secondary Teaching', 'Early Childhood'] },
  { name: 'Retail', disciplines: ['Store Management', 'Merchandising', 'Customer Service'] },
  { name: 'Mining', disciplines: ['Engineering', 'Operations', 'Health and Safety'] },
  { name: 'Hospitality', disciplines: ['Kitchen', 'Front of House', 'Venue Management'] },
  {
    name: 'Human Resources',
    disciplines: ['Recruitment', 'Learning and Development', 'Workplace Relations'],
  },
  { name: 'Logistics', disciplines: ['Warehousing', 'Transport', 'Supply Chain Planning'] },
  {
    name: 'Sales and Marketing',
    disciplines: ['Account Management', 'Digital Marketing', 'Business Development'],
  },
];

export const POSITION_TYPES = ['Full time', 'Part time', 'Contract', 'Casual', 'Internship'];

export const DEPARTMENTS = [
  'Engineering',
  'Finance',
  'Human Resources',
  'Operations',
  'Sales',
  'Marketing',
  'Customer Service',
  'Clinical Services',
  'Information Technology',
  'Legal',
  'Education Services',
];

export const WORK_AUTHORIZATIONS = [
  'Australian citizen',
  'Permanent resident',
  'NZ citizen',
  'Temporary skilled visa (482)',
  'Working holiday visa',
  'Student visa',
  'Graduate visa (485)',
  'Partner visa',
];

export const QUALIFICATIONS = [
  'Year 12 or equivalent',
  'Certificate III',
  'Certificate IV',
  'Diploma',
  'Advanced Diploma',
  "Bachelor's degree",
  'Graduate Certificate',
  "Master's degree",
  'PhD',
];

export const CERTIFICATIONS = [
  'First Aid',
  'Working with Children Check',
  'AWS Certified Solutions Architect',
  'Microsoft Azure Administrator',
  'CPA',
  'Chartered Accountant (CA)',
  'White Card',
  'RSA (Responsible Service of Alcohol)',
  'Forklift Licence',
  'AHPRA Registration',
  'PRINCE2 Practitioner',
  'Certified Scrum Master',
];

export const SKILLS = [
  'TypeScript',
  'React',
  'Node.js',
  'SQL',
  'Python',
  'Java',
  'Cloud infrastructure',
  'Networking',
  'Data analysis',
  'Power BI',
  'Accounts payable',
  'Payroll processing',
  'Financial reporting',
  'Patient care',
  'Medication administration',
  'Project scheduling',
  'Budgeting',
  'Stakeholder management',
  'Negotiation',
  'Customer service',
  'Recruitment',
  'Coaching',
  'Inventory control',
  'Workplace safety',
  'Public speaking',
  'Technical writing',
];

export const DESIGNATIONS: { name: string; responsibilities: string[] }[] = [
  {
    name: 'Software Engineer',
    responsibilities: [
      'Design, build and test features',
      'Review code of peers',
      'Maintain production services',
      'Write technical documentation',
    ],
  },
  {
    name: 'Team Leader',
    responsibilities: [
      'Lead and coach a team',
      'Plan and allocate work',
      'Report progress to management',
      'Run performance reviews',
    ],
  },
  {
    name: 'Accountant',
    responsibilities: [
      'Prepare month-end reports',
      'Reconcile accounts',
      'Support the annual audit',
      'Process payroll',
    ],
  },
  {
    name: 'Registered Nurse',
    responsibilities: [
      'Assess and plan patient care',
      'Administer medication',
      'Keep clinical records',
      'Educate patients and families',
    ],
  },
  {
    name: 'Project Manager',
    responsibilities: [
      'Own scope, schedule and budget',
      'Manage risks and issues',
      'Report to the steering committee',
      'Coordinate contractors',
    ],
  },
  {
    name: 'Sales Representative',
    responsibilities: [
      'Build a pipeline of prospects',
      'Manage key accounts',
      'Meet quarterly targets',
      'Prepare proposals and quotes',
    ],
  },
  {
    name: 'Analyst',
    responsibilities: [
      'Gather and analyse data',
      'Build dashboards and reports',
      'Document requirements',
      'Present findings to stakeholders',
    ],
  },
  {
    name: 'Coordinator',
    responsibilities: [
      'Coordinate schedules and bookings',
      'Maintain records and systems',
      'Answer internal and external enquiries',
    ],
  },
  {
    name: 'Supervisor',
    responsibilities: [
      'Supervise daily operations',
      'Enforce safety procedures',
      'Roster and train staff',
      'Report incidents',
    ],
  },
  {
    name: 'Engineer',
    responsibilities: [
      'Prepare engineering designs and plans',
      'Ensure compliance with safety standards',
      'Supervise contractors on site',
      'Optimise equipment and processes',
    ],
  },
  {
    name: 'Allied Health Clinician',
    responsibilities: [
      'Assess and treat patients',
      'Develop treatment plans',
      'Keep clinical records',
      'Work with multidisciplinary teams',
    ],
  },
  {
    name: 'Teacher',
    responsibilities: ['Plan and deliver lessons', 'Assess student progress', 'Communicate with parents'],
  },
];

export const APPLICATION_TYPES = ['Permanent', 'Fixed term', 'Casual', 'Contractor'];

export const LIFECYCLES = [
  'Actively looking',
  'Open to opportunities',
  'Passive candidate',
  'Returning to work',
  'Graduate',
  'Career change',
];

export const COMPUTER_SKILLS = [
  'Microsoft Excel',
  'Microsoft Word',
  'Microsoft PowerPoint',
  'Outlook',
  'Google Workspace',
  'Xero',
  'MYOB',
  'SAP',
  'Salesforce',
  'Jira',
  'AutoCAD',
  'Adobe Photoshop',
];

export const LANGUAGES = [
  'English',
  'Mandarin',
  'Cantonese',
  'Hindi',
  'Arabic',
  'Vietnamese',
  'Spanish',
  'Italian',
  'Greek',
  'Tagalog',
  'Punjabi',
  'Korean',
  'Japanese',
  'French',
];

export const REGULATORIES = [
  'Police check',
  'Working with Children Check',
  'Right to work verification',
  'NDIS Worker Screening Check',
  'Pre-employment medical',
  'Drug and alcohol test',
  'Reference check',
  'Qualification verification',
];

export const SELECTION_TEMPLATES: { name: string; steps: { name: string; stepType: string }[] }[] = [
  {
    name: 'Standard',
    steps: [
      { name: 'Phone screen', stepType: 'SCREENING' },
      { name: 'Technical interview', stepType: 'INTERVIEW' },
      { name: 'Panel interview', stepType: 'INTERVIEW' },
      { name: 'Reference check', stepType: 'REFERENCE_CHECK' },
    ],
  },
  {
    name: 'Graduate',
    steps: [
      { name: 'Online assessment', stepType: 'TEST' },
      { name: 'Group interview', stepType: 'INTERVIEW' },
      { name: 'Manager interview', stepType: 'INTERVIEW' },
      { name: 'Background check', stepType: 'BACKGROUND_CHECK' },
    ],
  },
];

export const APPLICANT_SOURCES = ['LinkedIn', 'Seek', 'Referral', 'Company website', 'Agency'];

export const FIRST_NAMES = [
  'Olivia',
  'Noah',
  'Charlotte',
  'Oliver',
  'Amelia',
  'Jack',
  'Isla',
  'William',
  'Mia',
  'Leo',
  'Ava',
  'Henry',
  'Grace',
  'Lucas',
  'Chloe',
  'Thomas',
  'Zoe',
  'James',
  'Ella',
  'Ethan',
  'Priya',
  'Arjun',
  'Mei',
  'Wei',
  'Aisha',
  'Omar',
  'Sofia',
  'Mateo',
  'Hana',
  'Minh',
  'Fatima',
  'Liam',
  'Ruby',
  'Hamish',
  'Sienna',
  'Kai',
  'Ananya',
  'Daniel',
  'Matilda',
  'Lachlan',
];

/** FIRST_NAMES alternate: even indexes are women's names, odd ones men's. */
export const isFemaleName = (index: number) => index % 2 === 0;

export const SURNAMES = [
  'Smith',
  'Jones',
  'Williams',
  'Brown',
  'Wilson',
  'Taylor',
  'Nguyen',
  'Johnson',
  'Martin',
  'White',
  'Anderson',
  'Walker',
  'Thompson',
  'Harris',
  'Lee',
  'Ryan',
  'Robinson',
  'Kelly',
  'King',
  'Davis',
  'Wright',
  'Evans',
  'Roberts',
  'Green',
  'Hall',
  'Wood',
  'Jackson',
  'Clarke',
  'Patel',
  'Singh',
  'Chen',
  'Wang',
  'Tran',
  'Kaur',
  'Khan',
  'Rossi',
  'Papadopoulos',
  'Santos',
  "O'Brien",
  'Murphy',
];

export const STREETS = [
  'George Street',
  'Collins Street',
  'Queen Street',
  'Hay Street',
  'King William Street',
  'Elizabeth Street',
  'Pitt Street',
  'Flinders Lane',
  'Oxford Street',
  'Church Street',
];

export const BANKS = [
  { name: 'Commonwealth Bank', bsb: '062-000' },
  { name: 'Westpac', bsb: '032-001' },
  { name: 'ANZ', bsb: '012-003' },
  { name: 'NAB', bsb: '083-004' },
];

export const SUPER_FUNDS = [
  { name: 'AustralianSuper', abn: '65 714 394 898', usi: 'STA0100AU' },
  { name: 'Australian Retirement Trust', abn: '60 905 115 063', usi: 'QSU0002AU' },
  { name: 'HESTA', abn: '64 971 749 321', usi: 'HST0100AU' },
];
