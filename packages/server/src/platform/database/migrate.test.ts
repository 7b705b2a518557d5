import { splitStatements } from './migrate';

describe('splitStatements', () => {
  it('splits on statement-ending semicolons but keeps function bodies whole', () => {
    const sql = `
CREATE TABLE a (id int);
CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO a VALUES (1);
  RETURN NULL;
END $$;
CREATE TRIGGER t AFTER INSERT ON a FOR EACH STATEMENT EXECUTE FUNCTION f();
`;
    expect(splitStatements(sql)).toEqual([
      'CREATE TABLE a (id int)',
      'CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n  INSERT INTO a VALUES (1);\n  RETURN NULL;\nEND $$',
      'CREATE TRIGGER t AFTER INSERT ON a FOR EACH STATEMENT EXECUTE FUNCTION f()',
    ]);
  });
});
