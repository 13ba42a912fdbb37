import 'server-only';
import type { Gender } from '@/lib/schemas/profile-attributes';

type NameList = Readonly<Record<Gender, readonly string[]>>;

// Space-separated so the lists stay readable (and short) whatever the formatter does.
const words = (list: string): string[] => list.trim().split(/\s+/);

const dutch: NameList = {
  female: words(`Anouk Sanne Lotte Fleur Eva Femke Lieke Iris Noor Marloes Esther Ingrid Marieke Sophie
    Julia Roos Wendy Annemieke Yvonne Daphne Kim Linda Saskia Nienke Elise`),
  male: words(`Daan Sem Bram Thijs Jeroen Ruben Stijn Joost Maarten Pieter Niels Sander Wouter Bas Koen
    Luuk Erik Hans Gert Rob Tim Jasper Martijn Dennis Vincent`),
};

const belgian: NameList = {
  female: words(`Lien Elke Griet Leen Nathalie Ines Hanne Sofie Charlotte Amélie Marie Camille Véronique
    Katrien An Evi Lore Manon Chloé Els`),
  male: words(`Wout Pieterjan Jens Arne Kobe Lander Tom Frederik Gilles Nicolas Thomas Maxime Olivier
    Kristof Bart Dries Jonas Benoît Hugo Filip`),
};

const british: NameList = {
  female: words(`Emily Olivia Sophie Charlotte Amelia Grace Chloe Hannah Lucy Emma Jessica Megan Rachel
    Sarah Laura Zoe Ellie Katie Abigail Holly Gemma Kirsty Rebecca`),
  male: words(`James Oliver Jack Harry George Thomas William Daniel Matthew Ryan Liam Callum Lewis Jamie
    Michael David Chris Alfie Rhys Owen Mark Paul Stuart`),
};

const american: NameList = {
  female: words(`Emily Olivia Madison Ashley Brittany Kayla Lauren Nicole Jessica Megan Sarah Hannah
    Abigail Taylor Brooke Samantha Alyssa Morgan Jennifer Amanda Heather Danielle Courtney`),
  male: words(`Noah Ethan Michael David Jacob Tyler Brandon Josh Andrew Kevin Jason Justin Ryan Austin
    Kyle Cody Dylan Logan Brian Eric Mike Scott Travis`),
};

const german: NameList = {
  female: words(`Lena Anna Laura Julia Lea Hannah Sarah Katharina Sabine Petra Claudia Nicole Jana
    Franziska Miriam Johanna Carina Stefanie Lisa Mia Theresa Verena Nadine Jasmin Svenja`),
  male: words(`Lukas Jonas Felix Maximilian Leon Paul Florian Tobias Sebastian Stefan Thomas Michael
    Andreas Markus Christian Jan Tim Niklas Moritz Matthias Dominik Fabian Philipp Jürgen Uwe`),
};

const austrian: NameList = {
  female: [...german.female.slice(0, 16), ...words('Magdalena Elisabeth Valentina Viktoria Anja Bettina')],
  male: [...german.male.slice(0, 16), ...words('Alexander Lorenz Bernhard Wolfgang Gregor Clemens')],
};

const swiss: NameList = {
  female: [...german.female.slice(0, 15), ...words('Céline Chiara Nadia Seraina Ladina Aline Giulia')],
  male: [...german.male.slice(0, 15), ...words('Luca Reto Urs Beat Gian Marco Yannick')],
};

const byCountry: Readonly<Record<string, NameList>> = {
  NL: dutch,
  BE: belgian,
  GB: british,
  US: american,
  DE: german,
  AT: austrian,
  CH: swiss,
};

/** Plausible first names for a country; unknown countries get British names. */
export function firstNamesFor(country: string, gender: Gender): readonly string[] {
  return (byCountry[country] ?? british)[gender];
}
