// Package announce reads the metadata of an announcement: the company,
// the title and the kind of document, the announcement number, the date and
// the stock codes and names, with their provenance.
package announce
