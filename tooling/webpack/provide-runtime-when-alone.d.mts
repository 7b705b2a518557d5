/** The federation runtime plugin that puts a dev server's runtime core on a page that has none. */
export default function provideRuntimeWhenAlone(): {
  name: string;
  beforeInit<T>(args: T): T;
};
