import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Nav from 'react-bootstrap/Nav';
import Offcanvas from 'react-bootstrap/Offcanvas';
import Spinner from 'react-bootstrap/Spinner';
import { NavLink } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { COMPANY_STATEMENT_LINK, linksFor } from '../dashboard-links';

export interface DashboardSidebarProps {
  /** The admin flag; `undefined` while it loads (only My Profile shows then). */
  isAdmin: boolean | undefined;
  /** Whether the user is a company admin: adds the Company Statement link (decision 145). */
  isCompanyAdmin?: boolean;
}

/**
 * The dashboard's sidebar (spec §2): fixed beside the page from 768 px (md), an off-canvas panel
 * opened by a 'Dashboard Menu' button below; its links depend on the role.
 */
export function DashboardSidebar({ isAdmin, isCompanyAdmin = false }: DashboardSidebarProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const links = [
    ...(isAdmin === undefined
      ? linksFor(false).filter((link) => link.audience === 'all')
      : linksFor(isAdmin)),
    ...(isCompanyAdmin && isAdmin === false ? [COMPANY_STATEMENT_LINK] : []),
  ];

  return (
    <>
      <Button
        variant="outline-primary"
        className="dashboard-sidebar__toggle d-md-none"
        aria-controls="dashboard-sidebar"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" size={18} />
        <Trans>Dashboard Menu</Trans>
      </Button>
      <Offcanvas
        id="dashboard-sidebar"
        show={open}
        onHide={close}
        responsive="md"
        placement="start"
        className="dashboard-sidebar"
        aria-labelledby="dashboard-sidebar-title"
      >
        <Offcanvas.Header closeButton closeLabel={t`Close dashboard menu`}>
          <Offcanvas.Title id="dashboard-sidebar-title" as="h2">
            <Trans>Dashboard</Trans>
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body>
          <Nav as="nav" aria-label={t`Dashboard`} className="dashboard-sidebar__nav flex-column">
            <Nav.Link
              as={NavLink}
              to={paths.dashboard.root.getHref()}
              end
              onClick={close}
              className="dashboard-sidebar__link"
            >
              <Icon name="grid" size={18} />
              <Trans>Overview</Trans>
            </Nav.Link>
            {links.map((link) => (
              <Nav.Link
                key={link.to}
                as={NavLink}
                to={link.to}
                onClick={close}
                className="dashboard-sidebar__link"
              >
                <Icon name={link.icon} size={18} />
                {i18n._(link.label)}
              </Nav.Link>
            ))}
            {isAdmin === undefined ? (
              <div className="dashboard-sidebar__loading">
                <Spinner animation="border" size="sm" role="status">
                  <span className="visually-hidden">
                    <Trans>Loading your links…</Trans>
                  </span>
                </Spinner>
              </div>
            ) : null}
          </Nav>
        </Offcanvas.Body>
      </Offcanvas>
    </>
  );
}
