import type { Article, ArticleCategory } from './types';

export const blogPage = {
  eyebrow: 'Blog',
  title: 'Conseils pour réussir vos candidatures spontanées',
  lead: 'Méthode, délivrabilité, stratégie, CV, organisation et cadre légal : des articles pratiques pour chaque étape de votre recherche.',
  listTitle: 'Articles',
  categoriesLabel: 'Catégories',
  allCategoriesLabel: 'Tous',
} as const;

/** The chips of the blog, in the order of the specification. They do not filter (spec). */
export const articleCategories = [
  'Méthodo',
  'Délivrabilité',
  'Stratégie',
  'CV',
  'Productivité',
  'Légal',
] as const satisfies readonly ArticleCategory[];

/** The six static articles, newest first. */
export const articles = [
  {
    id: 'methode-candidature-spontanee',
    title: 'Candidature spontanée : la méthode en cinq étapes pour décrocher un entretien',
    category: 'Méthodo',
    date: '2026-11-12',
    readTimeMinutes: 7,
    excerpt:
      'Cibler, se renseigner, personnaliser, envoyer, relancer : une méthode simple pour transformer une liste d’entreprises en rendez-vous, sans y passer vos soirées.',
  },
  {
    id: 'eviter-les-spams',
    title: 'Pourquoi vos e-mails de candidature finissent en spam, et comment l’éviter',
    category: 'Délivrabilité',
    date: '2026-11-03',
    readTimeMinutes: 6,
    excerpt:
      'Objet trop vague, pièces jointes lourdes, envois en rafale : les erreurs qui envoient une candidature dans les indésirables, et les bons réflexes pour arriver en boîte de réception.',
  },
  {
    id: 'email-ou-courrier',
    title: 'E-mail ou courrier : quel canal choisir pour votre candidature ?',
    category: 'Stratégie',
    date: '2026-10-22',
    readTimeMinutes: 5,
    excerpt:
      'Une start-up lira votre e-mail dans l’heure, un artisan ouvrira plus volontiers une enveloppe. Comment choisir le bon canal selon l’entreprise, le secteur et le poste visé.',
  },
  {
    id: 'cv-lisible-en-trente-secondes',
    title: 'Un CV qui se lit en trente secondes : structure, mots-clés et erreurs à éviter',
    category: 'CV',
    date: '2026-10-14',
    readTimeMinutes: 8,
    excerpt:
      'Un recruteur parcourt d’abord votre CV en diagonale. Titre, accroche, expériences récentes : ce qu’il doit voir au premier coup d’œil, et ce que vous pouvez enlever.',
  },
  {
    id: 'routine-recherche-emploi',
    title: 'Une heure par jour : la routine qui rend votre recherche d’emploi efficace',
    category: 'Productivité',
    date: '2026-10-02',
    readTimeMinutes: 5,
    excerpt:
      'Chercher un emploi est un projet à part entière. Découpez-le en rendez-vous courts et réguliers, suivez vos envois et gardez de l’énergie pour les entretiens.',
  },
  {
    id: 'rgpd-candidature',
    title: 'RGPD et candidature spontanée : vos droits sur les données que vous envoyez',
    category: 'Légal',
    date: '2026-09-18',
    readTimeMinutes: 6,
    excerpt:
      'Combien de temps une entreprise peut-elle garder votre CV ? Pouvez-vous demander sa suppression ? Ce que dit le règlement européen sur la protection des données, en clair.',
  },
] as const satisfies readonly Article[];
