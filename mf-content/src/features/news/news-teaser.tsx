// The home page's news block. The latest posts come with the content issue.
import { Link } from 'react-router';
import '../../app/register';
import { texts } from '../../texts';

export default function NewsTeaser() {
  return (
    <section aria-labelledby="news-teaser-title" data-testid="news-teaser">
      <h2 id="news-teaser-title">{texts.newsTeaser.title}</h2>
      <Link to="/nieuws">{texts.newsTeaser.all}</Link>
    </section>
  );
}
