import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { HelloStore } from './hello-store';

/** The hello page: React, the router and MobX on the page, nothing else. */
const Hello = observer(function Hello() {
  const [store] = useState(() => new HelloStore());
  return (
    <main>
      <h1>{store.greeting}</h1>
      <Link to="/hello">Again</Link>
    </main>
  );
});

const pages = { hello: Hello };

export default pages;
